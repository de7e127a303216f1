/**
 * /admin/dashboard/jobs ('Hintergrundaufgaben'): the server's background
 * jobs, failed ones first, then those waiting, newest first, with how many
 * there are of each and how many mails wait to be sent (with a note while
 * any do); a failed job is retried with 'Erneut versuchen'.
 */
import { useRef, useState, type KeyboardEvent } from 'react';

import { ClockIcon } from '@/components/icons/icons';
import { toast } from '@/lib/toast';

import { useAdminJobsQuery, useAdminRetryJobMutation } from '../api';
import { jobKindLabel } from '../jobs/job-kind';
import type { JobDto, JobListState } from '../jobs/types';
import { adminTexts } from '../texts';
import { useAdminErrorHandler, useAdminQueryError } from '../use-admin-error';

import { EmptyState, ListStates, PageHeader } from './admin-ui';
import styles from './admin-pages.module.css';
import { JobTable } from './job-table';
import jobStyles from './jobs-page.module.css';

const texts = adminTexts.jobs;

/** Failed first: those need someone. */
const STATES: readonly JobListState[] = ['failed', 'pending'];

const PANEL_ID = 'jobs-panel';

const tabId = (state: JobListState) => `jobs-tab-${state}`;

function JobStateTabs({ active, onChange }: { active: JobListState; onChange: (state: JobListState) => void }) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = (index + (event.key === 'ArrowRight' ? 1 : STATES.length - 1)) % STATES.length;
    onChange(STATES[next]);
    tabs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={texts.tabsLabel} className={jobStyles.tablist}>
      {STATES.map((state, index) => {
        const selected = state === active;
        return (
          <button
            key={state}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(state)}
            aria-selected={selected}
            aria-controls={PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={jobStyles.tab}
            onClick={() => onChange(state)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {texts.tabs[state]}
          </button>
        );
      })}
    </div>
  );
}

export function AdminJobsPage() {
  const [state, setState] = useState<JobListState>('failed');
  const query = useAdminJobsQuery(state, { refetchOnMountOrArgChange: true });
  useAdminQueryError(query.error);
  const [retry] = useAdminRetryJobMutation();
  const handleError = useAdminErrorHandler();
  const [retrying, setRetrying] = useState<number | null>(null);

  const onRetry = async (job: JobDto) => {
    setRetrying(job.id);
    try {
      await retry(job.id).unwrap();
      toast.success(texts.retried(jobKindLabel(job.kind)));
    } catch (error) {
      // The server says why (e.g. 409: the job no longer failed); the list is fetched again either way.
      handleError(error);
    } finally {
      setRetrying(null);
    }
  };

  // The counts of the last answer stay while the other list loads.
  const counts = query.data;
  return (
    <div className={styles.page}>
      <PageHeader title={texts.heading} lead={texts.lead} />
      {counts ? (
        <ul className={jobStyles.counts} aria-label={texts.counts}>
          <li>{texts.pendingCount(counts.pendingCount)}</li>
          <li>{texts.failedCount(counts.failedCount)}</li>
          <li>{texts.waitingMails(counts.waitingMailCount)}</li>
        </ul>
      ) : null}
      {counts && counts.waitingMailCount > 0 ? (
        <p role="status" className={jobStyles.mailNote}>
          {texts.mailsWaitingNote(counts.waitingMailCount)}
        </p>
      ) : null}
      <JobStateTabs active={state} onChange={setState} />
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(state)} className={styles.stack}>
        <ListStates
          items={query.currentData?.jobs}
          query={query}
          loadingLabel={texts.loading}
          skeletonRows={4}
          empty={<EmptyState title={texts.empty[state]} icon={<ClockIcon />} />}
        >
          {(jobs) => <JobTable state={state} jobs={jobs} retrying={retrying} onRetry={(job) => void onRetry(job)} />}
        </ListStates>
      </div>
    </div>
  );
}
