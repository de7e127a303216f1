/**
 * The closure days as a table: first and last day, the label, and
 * 'Entfernen' (which asks first, on the page).
 */
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { formatDay } from '@/lib/dates';

import { adminTexts } from '../texts';
import type { Closure } from '../types';

import styles from './admin-pages.module.css';

const texts = adminTexts.closures;

/** A day as `dd.mm.yyyy`; anything unreadable as it came. */
function day(value: string): string {
  return formatDay(value) ?? value;
}

export function ClosureTable({
  closures,
  onRemove,
}: {
  closures: readonly Closure[];
  onRemove: (closure: Closure) => void;
}) {
  const { columns } = texts;
  return (
    <DataTable compact aria-label={texts.tableLabel}>
      <thead>
        <tr>
          <th scope="col">{columns.from}</th>
          <th scope="col">{columns.to}</th>
          <th scope="col">{columns.label}</th>
          <th scope="col">{columns.actions}</th>
        </tr>
      </thead>
      <tbody>
        {closures.map((closure) => {
          const from = day(closure.from);
          const to = day(closure.to);
          return (
            <tr key={closure.id}>
              <th scope="row" className={styles.strongCell}>
                {from}
              </th>
              <td>{to}</td>
              <td>{closure.label}</td>
              <td>
                <Button
                  variant="ghost"
                  size="small"
                  onClick={() => onRemove(closure)}
                  aria-label={texts.removeLabel(closure.label, from, to)}
                >
                  {texts.remove}
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
