/**
 * 'Kontoauszug importieren (camt.053)': the bank's statement file is sent as
 * it is; the server books each credit it can match against an open invoice
 * and names those it cannot. The answer is shown as two tables, 'Gebucht' and
 * 'Nicht zugeordnet'. A file the server cannot read (422) is refused in its
 * own words beside the field.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import formStyles from '@/components/form/form.module.css';
import { Button } from '@/components/ui/button';
import { DataTable, dataTableClasses } from '@/components/ui/data-table';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/dates';
import { formatCents } from '@/lib/format';
import { useAppDispatch } from '@/lib/store-hooks';
import { toast } from '@/lib/toast';

import { adminApi } from '../api';
import { adminTexts } from '../texts';
import type { StatementImport } from '../types';
import { useAdminErrorHandler } from '../use-admin-error';

import styles from './admin-pages.module.css';

const texts = adminTexts.customers.statement;

function textOrDash(value: string): string {
  return value.trim() === '' ? texts.none : value;
}

function BookedTable({ booked }: { booked: StatementImport['booked'] }) {
  const { bookedColumns: columns } = texts;
  return (
    <DataTable compact aria-label={texts.booked}>
      <thead>
        <tr>
          <th scope="col">{columns.order}</th>
          <th scope="col">{columns.invoice}</th>
          <th scope="col" className={dataTableClasses.numeric}>
            {columns.amount}
          </th>
          <th scope="col">{columns.reference}</th>
        </tr>
      </thead>
      <tbody>
        {booked.map((booking, index) => (
          // One order may be paid twice by one statement: the position keeps the rows apart.
          <tr key={`${booking.orderId}-${index}`}>
            <th scope="row" className={styles.strongCell}>
              <Link to={paths.admin.order.getHref(booking.orderId)} aria-label={texts.orderLabel(booking.orderId)}>
                {texts.orderNumber(booking.orderId)}
              </Link>
            </th>
            <td>{booking.invoiceNumber}</td>
            <td className={dataTableClasses.numeric}>{formatCents(booking.amountCents)}</td>
            <td className={styles.preserve}>{textOrDash(booking.reference)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

function UnassignedTable({ unassigned }: { unassigned: StatementImport['unassigned'] }) {
  const { unassignedColumns: columns } = texts;
  return (
    <DataTable compact aria-label={texts.unassigned}>
      <thead>
        <tr>
          <th scope="col">{columns.date}</th>
          <th scope="col">{columns.debtor}</th>
          <th scope="col">{columns.remittance}</th>
          <th scope="col" className={dataTableClasses.numeric}>
            {columns.amount}
          </th>
          <th scope="col">{columns.reference}</th>
        </tr>
      </thead>
      <tbody>
        {unassigned.map((credit, index) => (
          <tr key={index}>
            <td>
              <time dateTime={credit.bookedOn}>{formatDay(credit.bookedOn) ?? credit.bookedOn}</time>
            </td>
            <td>{textOrDash(credit.debtor)}</td>
            <td className={styles.preserve}>{textOrDash(credit.remittance)}</td>
            <td className={dataTableClasses.numeric}>{formatCents(credit.amountCents)}</td>
            <td className={styles.preserve}>{textOrDash(credit.reference)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

function StatementResult({ result }: { result: StatementImport }) {
  if (result.booked.length === 0 && result.unassigned.length === 0) {
    return <p className={styles.muted}>{texts.empty}</p>;
  }
  return (
    <div className={styles.stack}>
      <h4 className={styles.proofVersionsTitle}>{texts.booked}</h4>
      {result.booked.length === 0 ? (
        <p className={styles.muted}>{texts.noneBooked}</p>
      ) : (
        <BookedTable booked={result.booked} />
      )}
      <h4 className={styles.proofVersionsTitle}>{texts.unassigned}</h4>
      {result.unassigned.length === 0 ? (
        <p className={styles.muted}>{texts.noneUnassigned}</p>
      ) : (
        <UnassignedTable unassigned={result.unassigned} />
      )}
    </div>
  );
}

export function StatementImportSection() {
  const dispatch = useAppDispatch();
  const handleError = useAdminErrorHandler();
  const ids = useId();
  const titleId = `${ids}-title`;
  const inputId = `${ids}-file`;
  const problemId = `${ids}-problem`;
  const [file, setFile] = useState<File | null>(null);
  const [importing, setImporting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<StatementImport | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (importing) return;
    if (file === null) {
      setProblem(texts.noFile);
      return;
    }
    setImporting(true);
    setProblem(null);
    setResult(null);
    try {
      const bytes = await file.arrayBuffer();
      // Untracked: the file's bytes are no state to keep; the answer is this section's own.
      const answer = await dispatch(
        adminApi.endpoints.adminImportBankStatement.initiate(bytes, { track: false }),
      ).unwrap();
      setResult(answer);
      toast.success(texts.imported);
    } catch (error) {
      // An unreadable file (422) and every other refusal in the server's words, beside the field.
      handleError(error, { notify: setProblem });
    } finally {
      setImporting(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId}>{texts.title}</h3>
      <p className={styles.muted}>{texts.lead}</p>
      <form noValidate className={formStyles.form} aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)}>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={inputId}>
            {texts.file}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".xml"
            className={formStyles.input}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setProblem(null);
            }}
          />
          {problem ? (
            <p id={problemId} role="alert" className={formStyles.error}>
              {problem}
            </p>
          ) : null}
        </div>
        <div>
          <Button
            type="submit"
            disabled={importing}
            aria-busy={importing || undefined}
            icon={importing ? <Spinner size={18} /> : undefined}
          >
            {texts.submit}
          </Button>
          {importing ? (
            <p role="status" className={styles.muted}>
              {texts.importing}
            </p>
          ) : null}
        </div>
      </form>
      {result ? <StatementResult result={result} /> : null}
    </section>
  );
}
