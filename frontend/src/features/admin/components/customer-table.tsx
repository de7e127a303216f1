/**
 * The customer accounts as a table: company, e-mail, what they owe on
 * invoice and what of it is overdue, their terms ('500,00 € · 14 Tage' or
 * 'Nicht freigeschaltet'), and the way to grant, change or withdraw them.
 */
import { Button } from '@/components/ui/button';
import { DataTable, dataTableClasses } from '@/components/ui/data-table';
import { formatCents } from '@/lib/format';

import { adminTexts } from '../texts';
import type { Customer } from '../types';

import styles from './admin-pages.module.css';

const texts = adminTexts.customers;

type CustomerTableProps = {
  customers: readonly Customer[];
  onEdit: (customer: Customer) => void;
  onRevoke: (customer: Customer) => void;
};

export function CustomerTable({ customers, onEdit, onRevoke }: CustomerTableProps) {
  const { columns } = texts;
  return (
    <DataTable compact aria-label={texts.tableLabel}>
      <thead>
        <tr>
          <th scope="col">{columns.company}</th>
          <th scope="col">{columns.email}</th>
          <th scope="col" className={dataTableClasses.numeric}>
            {columns.open}
          </th>
          <th scope="col" className={dataTableClasses.numeric}>
            {columns.overdue}
          </th>
          <th scope="col">{columns.terms}</th>
          <th scope="col">{columns.actions}</th>
        </tr>
      </thead>
      <tbody>
        {customers.map((customer) => {
          const terms = customer.terms ?? null;
          return (
            <tr key={customer.userId}>
              <th scope="row" className={`${styles.strongCell} ${styles.companyCell}`}>
                {customer.companyName}
              </th>
              <td>
                <a href={`mailto:${customer.email}`}>{customer.email}</a>
              </td>
              <td className={dataTableClasses.numeric}>{formatCents(customer.openCents)}</td>
              <td className={`${dataTableClasses.numeric} ${customer.overdueCents > 0 ? styles.overdueAmount : ''}`}>
                {formatCents(customer.overdueCents)}
              </td>
              <td>
                {terms === null ? (
                  <span className={styles.muted}>{texts.notGranted}</span>
                ) : (
                  texts.terms(formatCents(terms.limitCents), terms.days)
                )}
              </td>
              <td>
                <div className={styles.voucherActions}>
                  {terms === null ? (
                    <Button
                      variant="outline"
                      size="small"
                      aria-label={texts.grantLabel(customer.companyName)}
                      onClick={() => onEdit(customer)}
                    >
                      {texts.grant}
                    </Button>
                  ) : (
                    <>
                      <Button
                        variant="outline"
                        size="small"
                        aria-label={texts.changeLabel(customer.companyName)}
                        onClick={() => onEdit(customer)}
                      >
                        {texts.change}
                      </Button>
                      <Button
                        variant="outline"
                        size="small"
                        aria-label={texts.revokeLabel(customer.companyName)}
                        onClick={() => onRevoke(customer)}
                      >
                        {texts.revoke}
                      </Button>
                    </>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
