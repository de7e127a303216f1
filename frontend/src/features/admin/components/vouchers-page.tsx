/**
 * /admin/dashboard/vouchers: the discount codes ('Aktionscodes'), newest
 * first, with their uses and the orders behind them; a code is switched off
 * and on again, deleted after a confirmation while nobody used it, and a new
 * one is created with the form below the list.
 */
import { useState } from 'react';

import { GiftIcon } from '@/components/icons/icons';
import { toast } from '@/lib/toast';

import {
  useAdminActivateVoucherMutation,
  useAdminDeactivateVoucherMutation,
  useAdminDeleteVoucherMutation,
  useAdminVouchersQuery,
} from '../api';
import { adminTexts } from '../texts';
import type { AdminVoucher } from '../types';
import { useAdminErrorHandler, useAdminQueryError } from '../use-admin-error';

import { EmptyState, ListStates, PageHeader } from './admin-ui';
import styles from './admin-pages.module.css';
import { ConfirmDialog } from './confirm-dialog';
import { VoucherForm } from './voucher-form';
import { VoucherTable } from './voucher-table';

const texts = adminTexts.vouchers;

export function AdminVouchersPage() {
  const query = useAdminVouchersQuery(undefined, { refetchOnMountOrArgChange: true });
  useAdminQueryError(query.error);
  const [deactivate] = useAdminDeactivateVoucherMutation();
  const [activate] = useAdminActivateVoucherMutation();
  const [deleteVoucher, { isLoading: deleting }] = useAdminDeleteVoucherMutation();
  const handleError = useAdminErrorHandler();
  const [switching, setSwitching] = useState<string | null>(null);
  const [pending, setPending] = useState<AdminVoucher | null>(null);

  const onSwitch = async (voucher: AdminVoucher) => {
    setSwitching(voucher.code);
    try {
      if (voucher.active) {
        await deactivate(voucher.code).unwrap();
        toast.success(texts.deactivated(voucher.code));
      } else {
        await activate(voucher.code).unwrap();
        toast.success(texts.activated(voucher.code));
      }
    } catch (error) {
      handleError(error);
    } finally {
      setSwitching(null);
    }
  };

  const onConfirmDelete = async () => {
    if (pending === null) return;
    try {
      await deleteVoucher(pending.code).unwrap();
      toast.success(texts.deleted(pending.code));
    } catch (error) {
      // A use since the list was loaded: the server's 409 says so, and the list is fetched again.
      handleError(error);
    } finally {
      setPending(null);
    }
  };

  return (
    <div className={styles.page}>
      <PageHeader title={texts.heading} lead={texts.lead} />
      <section className={styles.stack} aria-labelledby="vouchers-list">
        <h3 id="vouchers-list" className={styles.sectionTitle}>
          {texts.listTitle}
        </h3>
        <ListStates
          items={query.currentData}
          query={query}
          loadingLabel={texts.loading}
          skeletonRows={4}
          empty={<EmptyState title={texts.empty} hint={texts.emptyHint} icon={<GiftIcon />} />}
        >
          {(vouchers) => (
            <VoucherTable
              vouchers={vouchers}
              switching={switching}
              onSwitch={(voucher) => void onSwitch(voucher)}
              onDelete={setPending}
            />
          )}
        </ListStates>
      </section>
      <section className={`${styles.card} ${styles.voucherFormCard}`} aria-labelledby="vouchers-form">
        <h3 id="vouchers-form">{texts.formTitle}</h3>
        <VoucherForm labelledBy="vouchers-form" />
      </section>
      {pending !== null ? (
        <ConfirmDialog
          title={texts.confirmTitle}
          confirmLabel={texts.confirm}
          cancelLabel={texts.cancel}
          busy={deleting}
          onConfirm={() => void onConfirmDelete()}
          onCancel={() => setPending(null)}
        >
          <p>{texts.confirmText(pending.code)}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
