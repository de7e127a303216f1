/**
 * Issue 23: every version of a design line's print proof, for the print shop
 * to see what was printed and approved: the version, when it was made, the
 * design it was made from (values changed since the version before in bold),
 * its QR check (none for a design without a QR code), the PDF's SHA-256
 * (monospace, copyable), who approved it and when, and a link to its PDF while
 * the server keeps it (only the current and the approved version's). While
 * the line waits for the customer, PrimeCards may approve it on their behalf,
 * naming the version the dialog shows and saying how the customer approved.
 * While the first version is being rendered there is nothing to list yet.
 */
import { useMemo, useState, type ReactNode } from 'react';

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
import { useAdminEnvironment } from '../environment';
import { isHostedImage } from '../hosted-image';
import { adminTexts } from '../texts';
import { createApprovalNoteSchema } from '../validation';

import styles from './admin-pages.module.css';
import { ReasonDialog } from './reason-dialog';

const texts = adminTexts.orderDetail.versions;
const designTexts = texts.design;
const approveTexts = adminTexts.orderDetail.approve;

type ProofDesign = NonNullable<ProofVersion['design']>;
type DesignField = { key: keyof ProofDesign; label: string; value: ReactNode };

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

function LogoValue({ logo, version }: { logo: string; version: number }) {
  if (logo === '') return <>{designTexts.none}</>;
  if (!isHostedImage(logo)) return <>{logo}</>;
  return <img src={logo} alt={designTexts.logoAlt(version)} className={styles.versionLogo} loading="lazy" />;
}

/**
 * The design a version was made from, in brief: a card's template, address,
 * phone and website, a bottle opener's (no template) website; both with the
 * logo. A value that differs from the version before is bold.
 */
function DesignSummary({
  design,
  before,
  version,
}: {
  design: ProofDesign;
  before: ProofDesign | null;
  version: number;
}) {
  const { templateLabel } = useAdminEnvironment();
  const text = (value: string) => (value.trim() === '' ? designTexts.none : value);
  const card = design.template.trim() !== '';
  const cardFields: DesignField[] = [
    { key: 'template', label: designTexts.template, value: templateLabel(design.template) },
    { key: 'address', label: designTexts.address, value: text(design.address) },
    { key: 'phone', label: designTexts.phone, value: text(design.phone) },
  ];
  const fields: DesignField[] = [
    ...(card ? cardFields : []),
    { key: 'url', label: designTexts.url, value: text(design.url) },
    { key: 'cardLogo', label: designTexts.logo, value: <LogoValue logo={design.cardLogo.trim()} version={version} /> },
  ];
  return (
    <dl className={styles.versionDesign}>
      {fields.map(({ key, label, value }) => {
        const changed = before !== null && before[key] !== design[key];
        return (
          <div key={key}>
            <dt>{label}</dt>
            <dd className={changed ? styles.designChanged : undefined}>
              {value}
              {changed ? <span className="visually-hidden"> {designTexts.changed}</span> : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The version's PDF while the server keeps it; a replaced version keeps only its hash and design. */
function PdfCell({ orderLineId, version }: { orderLineId: number; version: ProofVersion }) {
  if (!version.pdfKept) return <span className={styles.muted}>{texts.pdfGone}</span>;
  return (
    <a
      href={proofVersionPdfUrl(orderLineId, version.version)}
      target="_blank"
      rel="noopener"
      aria-label={texts.pdfFor(version.version, orderLineId)}
    >
      {texts.pdf}
    </a>
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
  /** The version the dialog names: the one approved, or refused (409) once another has replaced it. */
  version: number;
  onClose: () => void;
}) {
  const schema = useMemo(() => createApprovalNoteSchema(), []);
  const [approve, { isLoading }] = useAdminApproveProofMutation();

  const onSubmit = async (note: string) => {
    await approve({ orderId, orderLineId, version, note }).unwrap();
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
  // The version shown when the dialog opened: a refetch behind the open dialog must not change what is approved.
  const [asking, setAsking] = useState<number | null>(null);
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
            <th scope="col">{columns.design}</th>
            <th scope="col">{columns.qr}</th>
            <th scope="col">{columns.sha256}</th>
            <th scope="col">{columns.approval}</th>
            <th scope="col">{columns.pdf}</th>
          </tr>
        </thead>
        <tbody>
          {proof.versions.map((version) => {
            const approval = approvalText(version);
            const before = proof.versions.find((candidate) => candidate.version === version.version - 1)?.design;
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
                <td>
                  {version.design ? (
                    <DesignSummary design={version.design} before={before ?? null} version={version.version} />
                  ) : null}
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
                  <PdfCell orderLineId={orderLineId} version={version} />
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
            onClick={() => setAsking(proof.currentVersion)}
            aria-label={approveTexts.actionLabel(position)}
          >
            {approveTexts.action}
          </Button>
          {current?.qrReadable === false ? <p className={styles.muted}>{approveTexts.qrUnreadable}</p> : null}
        </div>
      ) : null}
      {asking !== null ? (
        <ApproveOnBehalfDialog
          orderId={orderId}
          orderLineId={orderLineId}
          version={asking}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}
