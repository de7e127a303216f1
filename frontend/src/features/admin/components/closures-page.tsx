/**
 * /admin/dashboard/closures ('Schließtage'): the closure days that have not
 * ended, by their first day, each removed after a confirmation, and the
 * form below that saves new ones. Every delivery promise in the shop skips
 * them from the moment they are saved.
 */
import { useState } from 'react';

import { CalendarIcon } from '@/components/icons/icons';
import { toast } from '@/lib/toast';

import { useAdminClosuresQuery, useAdminRemoveClosureMutation } from '../api';
import { adminTexts } from '../texts';
import type { Closure } from '../types';
import { useAdminErrorHandler, useAdminQueryError } from '../use-admin-error';

import { EmptyState, ListStates, PageHeader } from './admin-ui';
import styles from './admin-pages.module.css';
import { ClosureForm } from './closure-form';
import { ClosureTable } from './closure-table';
import { ConfirmDialog } from './confirm-dialog';

const texts = adminTexts.closures;

export function AdminClosuresPage() {
  const query = useAdminClosuresQuery(undefined, { refetchOnMountOrArgChange: true });
  useAdminQueryError(query.error);
  const [removeClosure, { isLoading: removing }] = useAdminRemoveClosureMutation();
  const handleError = useAdminErrorHandler();
  const [pending, setPending] = useState<Closure | null>(null);

  const onConfirmRemove = async () => {
    if (pending === null) return;
    try {
      await removeClosure(pending.id).unwrap();
      toast.success(texts.removed);
    } catch (error) {
      // Removed meanwhile: the server's 404 says so, and the list is fetched again.
      handleError(error);
    } finally {
      setPending(null);
    }
  };

  return (
    <div className={styles.page}>
      <PageHeader title={texts.heading} lead={texts.lead} />
      <section className={styles.stack} aria-labelledby="closures-list">
        <h3 id="closures-list" className={styles.sectionTitle}>
          {texts.listTitle}
        </h3>
        <ListStates
          items={query.currentData}
          query={query}
          loadingLabel={texts.loading}
          skeletonRows={3}
          empty={<EmptyState title={texts.empty} icon={<CalendarIcon />} />}
        >
          {(closures) => <ClosureTable closures={closures} onRemove={setPending} />}
        </ListStates>
      </section>
      <section className={`${styles.card} ${styles.closureFormCard}`} aria-labelledby="closures-form">
        <h3 id="closures-form">{texts.formTitle}</h3>
        <ClosureForm labelledBy="closures-form" />
      </section>
      {pending !== null ? (
        <ConfirmDialog
          title={texts.removeConfirm.title}
          confirmLabel={texts.removeConfirm.confirm}
          cancelLabel={texts.removeConfirm.cancel}
          busy={removing}
          onConfirm={() => void onConfirmRemove()}
          onCancel={() => setPending(null)}
        >
          <p>{texts.removeConfirm.text(pending.sentence)}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
