/**
 * One design line's print proof (issue 23): the current version shown on the
 * page and offered as a PDF, the result of its QR check (a design without a
 * QR code has none: `qrReadable` null), and while the requester may act
 * ('approvable') 'Druck freigeben' and 'Änderung wünschen'. An approved
 * version shows when it was approved. While the first version is still being
 * rendered there is nothing to show yet. Answers of the server are shown at
 * once (the new proof of an approval or change), the line's data is loaded
 * again behind them. An approval names the version shown: when a change made
 * elsewhere replaced it meanwhile, the server refuses it (409), its message
 * stays here and the reloaded data shows the new version to check.
 */
import { useId, useState } from 'react';

import { FormFeedback, type Feedback } from '@/components/form/form-feedback';
import { CheckCircleIcon } from '@/components/icons/icons';
import { Button, buttonClassName } from '@/components/ui/button';
import cardParts from '@/components/ui/card-parts.module.css';
import { Spinner } from '@/components/ui/spinner';
import { failureServerMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { currentProofVersion, proofPdfUrl, proofRendering, type Proof } from '@/lib/print-proof';

import { useApproveProofMutation } from '../../api';
import { designKindOf } from '../../design-kit';
import { proofTexts as texts } from '../../texts';
import type { OrderLineWithProof } from '../../types';

import styles from './proof-approval.module.css';
import { ReviseForm } from './revise-form';

/** `at` in German time with 'Uhr' left to the caller's text; the raw value when unreadable. */
function dateTime(at: string): string {
  return formatDateTime(at) ?? at;
}

/**
 * The newer of the server's answer to our own action and the line as loaded:
 * a later version, or the same version approved, wins.
 */
function newest(loaded: Proof, answered: Proof | null): Proof {
  if (answered === null) return loaded;
  if (answered.currentVersion > loaded.currentVersion) return answered;
  if (answered.currentVersion === loaded.currentVersion && answered.approved && !loaded.approved) return answered;
  return loaded;
}

/** The QR check of the current version; nothing for a design without a QR code (`null`). */
function QrState({ qrReadable }: { qrReadable: boolean | null }) {
  if (qrReadable === null) return null;
  if (!qrReadable) {
    return (
      <p className={cardParts.alert} role="alert">
        {texts.qrUnreadable}
      </p>
    );
  }
  return <p className={styles.qrReadable}>{texts.qrReadable}</p>;
}

type ProofApprovalBlockProps = {
  orderId: number;
  line: OrderLineWithProof;
  /** The level of the block's heading; the change form's is one below. */
  headingLevel?: 3 | 4;
};

export function ProofApprovalBlock({ orderId, line, headingLevel = 3 }: ProofApprovalBlockProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const [approve, { isLoading: approving }] = useApproveProofMutation();
  const [answered, setAnswered] = useState<Proof | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  /** The proof state (version and QR check) whose approval the server refused (409): not offered again. */
  const [refusedState, setRefusedState] = useState<string | null>(null);
  const [revising, setRevising] = useState(false);

  const proof = newest(line.proof, answered);
  const current = currentProofVersion(proof);
  const kind = designKindOf(line);
  const rendering = proofRendering(proof);
  const approvedAt = proof.approved ? (current?.approvedAt ?? null) : null;
  const canAct = proof.approvable && !proof.approved && !rendering;
  const qrReadable = current?.qrReadable ?? null;
  const state = `${proof.currentVersion}:${String(qrReadable)}`;
  // An unreadable QR code cannot be approved; a design without one (null) can.
  const approveDisabled = approving || qrReadable === false || refusedState === state;

  const onApprove = async () => {
    setFeedback(null);
    try {
      const answer = await approve({
        orderId,
        orderLineId: line.orderLineId,
        version: proof.currentVersion,
      }).unwrap();
      setAnswered(answer.proof);
      setFeedback({ kind: 'success', message: answer.message });
    } catch (error) {
      const message = failureServerMessage(error);
      if (typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409) {
        setRefusedState(state);
      }
      setFeedback({ kind: 'error', message: message ?? texts.approveFailed });
    }
  };

  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <header className={cardParts.header}>
        <Heading id={titleId} className={styles.title}>
          {texts.title(line.name)}
        </Heading>
        {current ? (
          <p className={cardParts.muted}>
            <time dateTime={current.createdAt}>{texts.version(proof.currentVersion, dateTime(current.createdAt))}</time>
          </p>
        ) : null}
      </header>

      {rendering ? (
        <p className={styles.rendering} role="status">
          <Spinner size={16} />
          {texts.rendering}
        </p>
      ) : (
        <>
          <iframe
            // A new version is a new document: load it afresh (the URL always names the current one).
            key={proof.currentVersion}
            className={styles.frame}
            src={proofPdfUrl(line.orderLineId)}
            title={texts.frameTitle(line.name, proof.currentVersion)}
          />
          <p>
            <a
              href={proofPdfUrl(line.orderLineId)}
              download
              className={buttonClassName('outline', 'small')}
              aria-label={texts.downloadFor(line.name, proof.currentVersion)}
            >
              {texts.download}
            </a>
          </p>
          {approvedAt !== null ? (
            <p className={styles.approved}>
              <CheckCircleIcon size={20} />
              <time dateTime={approvedAt}>{texts.approvedAt(dateTime(approvedAt))}</time>
              {current?.approvedBy === 'admin' ? (
                <span className={cardParts.muted}>
                  {' '}
                  ({texts.approvedByShop}
                  {current.note ? `: ${current.note}` : ''})
                </span>
              ) : null}
            </p>
          ) : (
            <QrState qrReadable={qrReadable} />
          )}
        </>
      )}

      {canAct && !revising ? (
        <div className={cardParts.actions}>
          <Button
            onClick={() => void onApprove()}
            disabled={approveDisabled}
            aria-busy={approving || undefined}
            icon={approving ? <Spinner size={18} /> : undefined}
          >
            {texts.approve}
          </Button>
          {kind !== null ? (
            <Button
              variant="outline"
              onClick={() => {
                setFeedback(null);
                setRevising(true);
              }}
            >
              {texts.requestChange}
            </Button>
          ) : null}
        </div>
      ) : null}

      <FormFeedback feedback={feedback} />

      {canAct && revising && kind !== null ? (
        <ReviseForm
          orderId={orderId}
          line={line}
          kind={kind}
          headingLevel={(headingLevel + 1) as 4 | 5}
          onClose={() => setRevising(false)}
          onRevised={(answer) => {
            setAnswered(answer.proof);
            setRevising(false);
            setFeedback({ kind: 'success', message: answer.message });
          }}
        />
      ) : null}
    </section>
  );
}
