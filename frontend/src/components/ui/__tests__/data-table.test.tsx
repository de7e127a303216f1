import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';

import { DataTable } from '../data-table';

function Orders() {
  const [rows, setRows] = useState(['Nr. 1']);
  return (
    <>
      <button type="button" onClick={() => setRows((current) => [...current, `Nr. ${current.length + 1}`])}>
        Mehr
      </button>
      <DataTable aria-label="Bestellungen">
        <thead>
          <tr>
            <th scope="col">Nummer</th>
            <th scope="col">Summe</th>
            <th scope="col">
              <span className="visually-hidden">Entfernen</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row}>
              <th scope="row">{row}</th>
              <td>12,90 €</td>
              <td>
                <button type="button">Entfernen</button>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </>
  );
}

describe('DataTable', () => {
  it("labels every body cell with its column's visible header, for the phone layout", async () => {
    const user = userEvent.setup();
    render(<Orders />);
    await user.click(screen.getByRole('button', { name: 'Mehr' }));

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(Array.from(row.querySelectorAll('th, td'), (cell) => cell.getAttribute('data-label'))).toEqual([
        'Nummer',
        'Summe',
        // A header for screen readers only puts no label beside the button.
        '',
      ]);
    }
  });
});
