/**
 * The background jobs as a table: kind, order (linked to its page), attempts,
 * the last error and when the job is due; a failed job has 'Erneut versuchen'.
 */
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { DataTable, dataTableClasses } from '@/components/ui/data-table';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';

import { jobKindLabel } from '../jobs/job-kind';
import type { JobDto, JobListState } from '../jobs/types';
import { adminTexts } from '../texts';

import styles from './admin-pages.module.css';

const texts = adminTexts.jobs;

type JobTableProps = {
  state: JobListState;
  jobs: readonly JobDto[];
  /** The job being retried right now, if any. */
  retrying: number | null;
  onRetry: (job: JobDto) => void;
};

export function JobTable({ state, jobs, retrying, onRetry }: JobTableProps) {
  const { columns } = texts;
  // Only a failed job can be retried (the server refuses others with 409).
  const retriable = state === 'failed';
  return (
    <DataTable compact aria-label={texts.tableLabel[state]}>
      <thead>
        <tr>
          <th scope="col">{columns.kind}</th>
          <th scope="col">{columns.order}</th>
          <th scope="col" className={dataTableClasses.numeric}>
            {columns.attempts}
          </th>
          <th scope="col">{columns.lastError}</th>
          <th scope="col">{columns.dueAt}</th>
          {retriable ? (
            <th scope="col">
              <span className="visually-hidden">{columns.actions}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {jobs.map((job) => {
          const kind = jobKindLabel(job.kind);
          const busy = retrying === job.id;
          const orderId = job.orderId ?? null;
          return (
            <tr key={job.id}>
              <th scope="row" className={styles.strongCell}>
                {kind}
              </th>
              <td>
                {orderId === null ? (
                  texts.none
                ) : (
                  <Link to={paths.admin.order.getHref(orderId)} aria-label={texts.orderLabel(orderId)}>
                    {texts.orderNumber(orderId)}
                  </Link>
                )}
              </td>
              <td className={dataTableClasses.numeric}>{job.attempts}</td>
              <td className={styles.preserve}>{job.lastError ?? texts.none}</td>
              <td>
                <time dateTime={job.dueAt}>{formatDateTime(job.dueAt) ?? job.dueAt}</time>
              </td>
              {retriable ? (
                <td>
                  <Button
                    variant="outline"
                    size="small"
                    onClick={() => onRetry(job)}
                    disabled={busy}
                    aria-busy={busy || undefined}
                    icon={busy ? <Spinner size={16} /> : undefined}
                    aria-label={texts.retryLabel(kind, job.id)}
                  >
                    {texts.retry}
                  </Button>
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
