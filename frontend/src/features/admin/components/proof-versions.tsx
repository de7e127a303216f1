/**
 * Issue 23: every version of a design line's print proof, for the print shop
 * to see what was printed and approved: the version, when it was made, its QR
 * check (none for a design without a QR code), the PDF's SHA-256 (monospace,
 * copyable), who approved it and when, and a link to its PDF. While the line
 * waits for the customer, PrimeCards may approve it on their behalf, saying
 * how the customer approved. While the first version is being rendered there
 * is nothing to list yet.
 */
import { useMemo, useState } from 'react';

import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/dates';
import {
  currentProofVersion,
  proofRendering,
  proofVersionPdfUrl,
  type Proof,
  type ProofVersion,
} from '@/lib/print-proof';
import { toast } from '@/lib/toast';

import { useAdminApproveProofMutation } from '../api';
import { adminTexts } from '../texts';
import { createApprovalNoteSchema } from '../validation';

import styles from './admin-pages.module.css';
import { ReasonDialog } from './reason-dialog';

const texts = adminTexts.orderDetail.versions;
const approveTexts = adminTexts.orderDetail.approve;

function moment(value: string): string {
  return formatDateTime(value) ?? value;
}

/** 'Freigegeben am … durch Kunde', or by PrimeCards on the customer's behalf with the note; else `null`. */
function approvalText(version: ProofVersion): string | null {
  if (!version.approvedAt) return null;
  const at = moment(version.approvedAt);
  return version.approvedBy === 'admin' ? texts.approvedByAdmin(at, version.note ?? '') : texts.approvedByCustomer(at);
}

/** `null`: the design has no QR code, so there was nothing to check. */
function qrText(qrReadable: boolean | null | undefined): string {
  if (qrReadable === null || qrReadable === undefined) return texts.qrNone;
  return qrReadable ? texts.qrReadable : texts.qrUnreadable;
}

/** The hash in a monospace, with a button that copies it. */
function Hash({ version }: { version: ProofVersion }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(version.sha256);
      toast.success(texts.copied);
    } catch {
      toast.error(texts.copyFailed);
    }
  };
  return (
    <div className={styles.hashCell}>
      <code className={styles.hash}>{version.sha256}</code>
      <Button variant="ghost" size="small" onClick={() => void copy()} aria-label={texts.copyLabel(version.version)}>
        {texts.copy}
      </Button>
    </div>
  );
}

/** Render it while asking; it closes by being unmounted. */
function ApproveOnBehalfDialog({
  orderId,
  orderLineId,
  version,
  onClose,
}: {
  orderId: number;
  orderLineId: number;
  version: number;
  onClose: () => void;
}) {
  const schema = useMemo(() => createApprovalNoteSchema(), []);
  const [approve, { isLoading }] = useAdminApproveProofMutation();

  const onSubmit = async (note: string) => {
    await approve({ orderId, orderLineId, note }).unwrap();
    toast.success(approveTexts.done);
  };

  return (
    <ReasonDialog
      title={approveTexts.title}
      text={approveTexts.text(version)}
      name="note"
      label={approveTexts.note}
      placeholder={approveTexts.notePlaceholder}
      schema={schema}
      confirmLabel={approveTexts.submit}
      cancelLabel={approveTexts.cancel}
      busy={isLoading}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}

export function ProofVersions({
  orderId,
  orderLineId,
  position,
  proof,
}: {
  orderId: number;
  orderLineId: number;
  position: number;
  proof: Proof;
}) {
  const [asking, setAsking] = useState(false);
  const current = currentProofVersion(proof);
  const canApprove = proof.approvable && !proof.approved && current !== undefined;
  // The server refuses a version whose QR code did not read back; one without a QR code is fine.
  const ready = current?.qrReadable !== false;
  const { columns } = texts;

  if (proofRendering(proof)) {
    return (
      <div className={styles.proofVersions}>
        <h5 className={styles.proofVersionsTitle}>{texts.title}</h5>
        <p className={styles.muted} role="status">
          {texts.rendering}
        </p>
      </div>
    );
  }

  return (
    <div className={styles.proofVersions}>
      <h5 className={styles.proofVersionsTitle}>{texts.title}</h5>
      <DataTable compact aria-label={texts.tableLabel(position)}>
        <thead>
          <tr>
            <th scope="col">{columns.version}</th>
            <th scope="col">{columns.createdAt}</th>
            <th scope="col">{columns.qr}</th>
            <th scope="col">{columns.sha256}</th>
            <th scope="col">{columns.approval}</th>
            <th scope="col">{columns.pdf}</th>
          </tr>
        </thead>
        <tbody>
          {proof.versions.map((version) => {
            const approval = approvalText(version);
            return (
              <tr key={version.version}>
                <th scope="row">
                  {texts.version(version.version)}
                  {version.version === proof.currentVersion ? (
                    <span className={styles.net}>{texts.current}</span>
                  ) : null}
                </th>
                <td>
                  <time dateTime={version.createdAt}>{moment(version.createdAt)}</time>
                </td>
                <td>{qrText(version.qrReadable)}</td>
                <td>
                  <Hash version={version} />
                </td>
                <td>
                  {approval === null ? (
                    <span className={styles.muted}>{texts.notApproved}</span>
                  ) : (
                    <strong className={styles.approved}>{approval}</strong>
                  )}
                </td>
                <td>
                  <a
                    href={proofVersionPdfUrl(orderLineId, version.version)}
                    target="_blank"
                    rel="noopener"
                    aria-label={texts.pdfFor(version.version, orderLineId)}
                  >
                    {texts.pdf}
                  </a>
                </td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
      {canApprove ? (
        <div className={styles.approveRow}>
          <Button
            variant="secondary"
            size="small"
            disabled={!ready}
            onClick={() => setAsking(true)}
            aria-label={approveTexts.actionLabel(position)}
          >
            {approveTexts.action}
          </Button>
          {current?.qrReadable === false ? <p className={styles.muted}>{approveTexts.qrUnreadable}</p> : null}
        </div>
      ) : null}
      {asking ? (
        <ApproveOnBehalfDialog
          orderId={orderId}
          orderLineId={orderLineId}
          version={proof.currentVersion}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </div>
  );
}
