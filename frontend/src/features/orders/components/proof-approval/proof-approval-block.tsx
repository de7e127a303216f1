/**
 * One design line's print proof (issue 23): the current version shown on the
 * page as a large image with switchable guides and zoom, and offered as a
 * PDF; after a change beside the version before it, the changed fields
 * named. Then the result of its QR check (a design without a QR code has
 * none: `qrReadable` null), and while the requester may act ('approvable')
 * 'Druck freigeben' and 'Änderung wünschen'; the approval waits until the
 * customer ticks that texts, phone number and QR code were checked, once per
 * version. An approved version shows when it was approved. While the first version is still being
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
import { currentProofVersion, proofPdfUrl, proofRendering, type Proof, type ProofVersion } from '@/lib/print-proof';

import { useApproveProofMutation } from '../../api';
import { designKindOf, type DesignKind } from '../../design-kit';
import { changedDesignFields, previousProofVersion } from '../../proof-versions';
import { proofTexts as texts } from '../../texts';
import type { OrderLineWithProof } from '../../types';

import { GuideToggles } from './guide-toggles';
import styles from './proof-approval.module.css';
import { NO_GUIDES, ProofViewer, type Guides } from './proof-viewer';
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

/** 'Geändert: Telefonnummer, Adresse'; nothing when a version kept no design to compare. */
function ChangedFields({ previous, current }: { previous: ProofVersion; current: ProofVersion | undefined }) {
  const changed = changedDesignFields(previous, current);
  if (changed === null) return null;
  return (
    <p className={styles.changed}>
      {changed.length === 0
        ? texts.nothingChanged
        : texts.changedFields(changed.map((field) => texts.designFields[field]))}
    </p>
  );
}

type ProofImagesProps = {
  line: OrderLineWithProof;
  proof: Proof;
  kind: DesignKind;
  guides: Guides;
};

/** The current version, zoomable; after a change beside the version before it (stacked on a phone). */
function ProofImages({ line, proof, kind, guides }: ProofImagesProps) {
  const captionId = useId();
  const current = currentProofVersion(proof);
  const previous = previousProofVersion(proof);
  const currentViewer = (
    <ProofViewer
      // A new version is a new image: loaded afresh, at the whole card.
      key={proof.currentVersion}
      orderLineId={line.orderLineId}
      kind={kind}
      // Named by version, so no cache ever shows an older one.
      version={proof.currentVersion}
      alt={texts.imageAlt(line.name, proof.currentVersion)}
      guides={guides}
      zoomable
    />
  );
  if (previous === undefined) return currentViewer;
  return (
    <div className={styles.compare}>
      <ChangedFields previous={previous} current={current} />
      <div className={styles.versions}>
        <figure className={styles.version} aria-labelledby={`${captionId}-current`}>
          <figcaption id={`${captionId}-current`}>{texts.currentCaption(proof.currentVersion)}</figcaption>
          {currentViewer}
        </figure>
        <figure className={styles.version} aria-labelledby={`${captionId}-previous`}>
          <figcaption id={`${captionId}-previous`}>{texts.previousCaption(previous.version)}</figcaption>
          {previous.pdfKept ? (
            <ProofViewer
              key={previous.version}
              orderLineId={line.orderLineId}
              kind={kind}
              version={previous.version}
              alt={texts.imageAlt(line.name, previous.version)}
              guides={guides}
            />
          ) : (
            <p className={styles.notKept}>{texts.notKept(previous.version)}</p>
          )}
        </figure>
      </div>
    </div>
  );
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
  const [guides, setGuides] = useState<Guides>(NO_GUIDES);
  /** The version the customer ticked as checked; a new version must be checked again. */
  const [checkedVersion, setCheckedVersion] = useState<number | null>(null);
  const checkId = useId();

  const proof = newest(line.proof, answered);
  const current = currentProofVersion(proof);
  const kind = designKindOf(line);
  const rendering = proofRendering(proof);
  const approvedAt = proof.approved ? (current?.approvedAt ?? null) : null;
  const canAct = proof.approvable && !proof.approved && !rendering;
  const qrReadable = current?.qrReadable ?? null;
  const state = `${proof.currentVersion}:${String(qrReadable)}`;
  const checked = checkedVersion === proof.currentVersion;
  // An unreadable QR code cannot be approved; a design without one (null) can.
  const approveDisabled = approving || !checked || qrReadable === false || refusedState === state;

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
          <GuideToggles guides={guides} onChange={setGuides} />
          <ProofImages line={line} proof={proof} kind={kind ?? 'card'} guides={guides} />
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
        <>
          <div className={styles.check}>
            <input
              id={checkId}
              type="checkbox"
              className={styles.checkbox}
              checked={checked}
              onChange={(event) => setCheckedVersion(event.target.checked ? proof.currentVersion : null)}
            />
            <label htmlFor={checkId}>{texts.checked}</label>
          </div>
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
        </>
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
