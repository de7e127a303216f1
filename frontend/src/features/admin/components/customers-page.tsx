/**
 * /admin/dashboard/customers ('Kunden'): the customer accounts, 20 a page,
 * found by company name or e-mail address, with what each owes on invoice
 * and its terms for buying on invoice, granted or changed in a dialog and
 * withdrawn after a confirmation; below them the import of a bank statement,
 * after which the list shows what was booked.
 */
import { useState } from 'react';

import { UserIcon } from '@/components/icons/icons';
import formStyles from '@/components/form/form.module.css';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { toast } from '@/lib/toast';

import { useAdminCustomersQuery, useAdminRevokeInvoiceTermsMutation } from '../api';
import { adminTexts } from '../texts';
import type { Customer } from '../types';
import { useAdminErrorHandler, useAdminQueryError } from '../use-admin-error';

import { EmptyState, ListStates, PagedEmptyState, PageHeader } from './admin-ui';
import styles from './admin-pages.module.css';
import { ConfirmDialog } from './confirm-dialog';
import { CustomerTable } from './customer-table';
import { InvoiceTermsDialog } from './invoice-terms-dialog';
import { Pagination, usePageParam } from './pagination';
import { StatementImportSection } from './statement-import';

const texts = adminTexts.customers;

/** The list is asked for once typing pauses this long, not on every key. */
export const CUSTOMER_SEARCH_DELAY_MS = 300;

const SEARCH_ID = 'customer-search';

export function AdminCustomersPage() {
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), CUSTOMER_SEARCH_DELAY_MS);
  const [page, setPage] = usePageParam();
  const query = useAdminCustomersQuery({ search: settledSearch, page }, { refetchOnMountOrArgChange: true });
  useAdminQueryError(query.error);
  const [revoke, { isLoading: revoking }] = useAdminRevokeInvoiceTermsMutation();
  const handleError = useAdminErrorHandler();
  const [editing, setEditing] = useState<Customer | null>(null);
  const [withdrawing, setWithdrawing] = useState<Customer | null>(null);

  const data = query.currentData;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const onConfirmRevoke = async () => {
    if (withdrawing === null) return;
    try {
      await revoke(withdrawing.userId).unwrap();
      toast.success(texts.revoked(withdrawing.companyName));
    } catch (error) {
      handleError(error);
    } finally {
      setWithdrawing(null);
    }
  };

  const empty =
    settledSearch === '' ? (
      <PagedEmptyState page={page} totalPages={totalPages} texts={texts} icon={<UserIcon />} />
    ) : (
      <EmptyState title={texts.noMatch(settledSearch)} icon={<UserIcon />} />
    );

  return (
    <div className={styles.page}>
      <PageHeader title={texts.heading} lead={texts.lead} />
      <div role="search" className={`${formStyles.field} ${styles.customerSearch}`}>
        <label className={formStyles.label} htmlFor={SEARCH_ID}>
          {texts.search}
        </label>
        <input
          id={SEARCH_ID}
          type="search"
          className={formStyles.input}
          value={search}
          placeholder={texts.searchPlaceholder}
          autoComplete="off"
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            // Another search starts on its first page.
            if (page !== 1) setPage(1);
          }}
        />
      </div>
      <ListStates items={data?.items} query={query} loadingLabel={texts.loading} skeletonRows={6} empty={empty}>
        {(customers) => <CustomerTable customers={customers} onEdit={setEditing} onRevoke={setWithdrawing} />}
      </ListStates>
      {data ? (
        <Pagination currentPage={page} totalPages={totalPages} onChange={setPage} label={texts.paginationLabel} />
      ) : null}
      <StatementImportSection />
      {editing !== null ? <InvoiceTermsDialog customer={editing} onClose={() => setEditing(null)} /> : null}
      {withdrawing !== null ? (
        <ConfirmDialog
          title={texts.revokeConfirm.title}
          confirmLabel={texts.revokeConfirm.confirm}
          cancelLabel={texts.revokeConfirm.cancel}
          busy={revoking}
          onConfirm={() => void onConfirmRevoke()}
          onCancel={() => setWithdrawing(null)}
        >
          <p>{texts.revokeConfirm.text(withdrawing.companyName)}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
