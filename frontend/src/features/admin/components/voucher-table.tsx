/**
 * The discount codes as a table: each code's rule, its terms (days, minimum,
 * category) together in one cell, uses ('eingelöst / reserviert / Limit'),
 * the orders that use it (linked to their detail page), its status, and
 * 'Deaktivieren'/'Aktivieren' and, for a code nobody used, 'Löschen'. Seven
 * columns whose headers and terms wrap: the table fits the back office's
 * 1366 px without scrolling sideways.
 */
import { Link } from 'react-router-dom';

import { Spinner } from '@/components/ui/spinner';
import { Button } from '@/components/ui/button';
import { DataTable, dataTableClasses } from '@/components/ui/data-table';
import { paths } from '@/config/paths';

import { adminTexts } from '../texts';
import type { AdminVoucher, VoucherUse } from '../types';
import { voucherCategory, voucherDeletable, voucherMinimum, voucherRule, voucherValidity } from '../voucher-format';

import { Badge } from './admin-ui';
import styles from './admin-pages.module.css';

const texts = adminTexts.vouchers;

/** The state under its German word; a state the server added later shows as it came. */
function stateLabel(state: VoucherUse['state']): string {
  return texts.useStates[state] ?? state;
}

/** Days, minimum and category, each under its name. */
function VoucherTerms({ voucher }: { voucher: AdminVoucher }) {
  const terms = [
    [texts.columns.validity, voucherValidity(voucher)],
    [texts.columns.minOrder, voucherMinimum(voucher.minOrderCents)],
    [texts.columns.category, voucherCategory(voucher.categoryId)],
  ] as const;
  return (
    <dl className={styles.voucherTerms}>
      {terms.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function VoucherOrders({ voucher }: { voucher: AdminVoucher }) {
  if (voucher.orders.length === 0) return <>{texts.none}</>;
  return (
    <ul className={styles.voucherOrders} aria-label={texts.ordersLabel(voucher.code)}>
      {voucher.orders.map((use) => {
        const state = stateLabel(use.state);
        return (
          <li key={use.orderId}>
            <Link to={paths.admin.order.getHref(use.orderId)} aria-label={texts.orderLabel(use.orderId, state)}>
              {texts.orderNumber(use.orderId)}
            </Link>{' '}
            <span className={styles.net}>{state}</span>
          </li>
        );
      })}
    </ul>
  );
}

type VoucherTableProps = {
  vouchers: readonly AdminVoucher[];
  /** The code being activated or deactivated right now, if any. */
  switching: string | null;
  onSwitch: (voucher: AdminVoucher) => void;
  onDelete: (voucher: AdminVoucher) => void;
};

export function VoucherTable({ vouchers, switching, onSwitch, onDelete }: VoucherTableProps) {
  const { columns } = texts;
  return (
    <DataTable compact className={styles.voucherTable} aria-label={texts.tableLabel}>
      <thead>
        <tr>
          <th scope="col">{columns.code}</th>
          <th scope="col" className={dataTableClasses.numeric}>
            {columns.rule}
          </th>
          <th scope="col">{columns.terms}</th>
          <th scope="col">
            {columns.uses} <span className={styles.headerNote}>{columns.usesParts}</span>
          </th>
          <th scope="col">{columns.orders}</th>
          <th scope="col">{columns.status}</th>
          <th scope="col">{columns.actions}</th>
        </tr>
      </thead>
      <tbody>
        {vouchers.map((voucher) => {
          const busy = switching === voucher.code;
          return (
            <tr key={voucher.code}>
              <th scope="row" className={`${styles.strongCell} ${styles.voucherCode}`}>
                {voucher.code}
              </th>
              <td className={dataTableClasses.numeric}>{voucherRule(voucher)}</td>
              <td>
                <VoucherTerms voucher={voucher} />
              </td>
              <td>
                <span>{texts.uses(voucher.redeemed, voucher.reserved, voucher.maxUses)}</span>
                <span className={styles.net}>{texts.perCustomer(voucher.maxUsesPerCustomer)}</span>
              </td>
              <td>
                <VoucherOrders voucher={voucher} />
              </td>
              <td>
                <Badge tone={voucher.active ? 'success' : 'neutral'}>
                  {voucher.active ? texts.active : texts.inactive}
                </Badge>
              </td>
              <td>
                <div className={styles.voucherActions}>
                  <Button
                    variant="outline"
                    size="small"
                    onClick={() => onSwitch(voucher)}
                    disabled={busy}
                    aria-busy={busy || undefined}
                    icon={busy ? <Spinner size={16} /> : undefined}
                    aria-label={
                      voucher.active ? texts.deactivateLabel(voucher.code) : texts.activateLabel(voucher.code)
                    }
                  >
                    {voucher.active ? texts.deactivate : texts.activate}
                  </Button>
                  {/* A code in use stays for the orders that name it; the server refuses too (409). */}
                  {voucherDeletable(voucher) ? (
                    <Button
                      variant="ghost"
                      size="small"
                      onClick={() => onDelete(voucher)}
                      aria-label={texts.deleteLabel(voucher.code)}
                    >
                      {texts.delete}
                    </Button>
                  ) : null}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
