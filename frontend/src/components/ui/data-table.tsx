import { useLayoutEffect, useRef, type ComponentPropsWithoutRef } from 'react';

import styles from './data-table.module.css';

type DataTableProps = ComponentPropsWithoutRef<'table'> & {
  /** Tighter header and frame, for the back-office's longer lists. */
  compact?: boolean;
};

/** A column header's visible words; none for a header only screen readers hear (a column of buttons). */
function visibleLabel(header: Element): string {
  const text = header.textContent?.trim() ?? '';
  const hidden = Array.from(header.querySelectorAll('.visually-hidden'), (part) => part.textContent ?? '').join('');
  return hidden.trim() === text ? '' : text;
}

/**
 * Writes each body cell's column header into its `data-label`, which the
 * phone layout shows beside the value once the header row is out of sight.
 */
function labelCells(table: HTMLTableElement) {
  const headerRow = table.tHead?.rows[0];
  if (!headerRow) return;
  const labels: string[] = [];
  for (const header of Array.from(headerRow.cells)) {
    labels.push(...Array<string>(header.colSpan).fill(visibleLabel(header)));
  }
  for (const body of Array.from(table.tBodies)) {
    for (const row of Array.from(body.rows)) {
      let column = 0;
      for (const cell of Array.from(row.cells)) {
        const label = cell.colSpan === 1 ? (labels[column] ?? '') : '';
        if (cell.dataset.label !== label) cell.dataset.label = label;
        column += cell.colSpan;
      }
    }
  }
}

/**
 * A table in a scrolling frame with the shop's header, striping and hover.
 * On a phone each row becomes a card of label–value lines (data-table.module.css).
 * `className` adds the feature's own class to the table for its cell rules.
 */
export function DataTable({ compact = false, className, children, ...tableProps }: DataTableProps) {
  const table = useRef<HTMLTableElement>(null);

  // After every render: the rows arrive as `children`, so a new row means a new render here.
  useLayoutEffect(() => {
    if (table.current) labelCells(table.current);
  });

  return (
    <div className={compact ? `${styles.frame} ${styles.compact}` : styles.frame}>
      <table ref={table} className={className ? `${styles.table} ${className}` : styles.table} {...tableProps}>
        {children}
      </table>
    </div>
  );
}

/** Cell and row classes of the table: `numeric` amounts, an `actions` column, the `selectedRow`. */
export const dataTableClasses = {
  numeric: styles.numeric,
  actions: styles.actions,
  selectedRow: styles.selectedRow,
} as const;
