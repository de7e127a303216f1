import type { ComponentPropsWithoutRef } from 'react';

import styles from './data-table.module.css';

type DataTableProps = ComponentPropsWithoutRef<'table'> & {
  /** Tighter header and frame, for the back-office's longer lists. */
  compact?: boolean;
};

/**
 * A table in a scrolling frame with the shop's header, striping and hover.
 * `className` adds the feature's own class to the table for its cell rules.
 */
export function DataTable({ compact = false, className, children, ...tableProps }: DataTableProps) {
  return (
    <div className={compact ? `${styles.frame} ${styles.compact}` : styles.frame}>
      <table className={className ? `${styles.table} ${className}` : styles.table} {...tableProps}>
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
