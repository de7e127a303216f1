import { useEffect, useMemo, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { CARD_HEIGHT, CARD_WIDTH } from '@/lib/card-design/card-layout';
import { PREVIEW_SCALE, renderCardPreview, type CardDesign } from '@/lib/card-design/render-card';
import { designShortLink, qrDestinationText } from '../short-link';
import { designerTexts } from '../texts';
import type { PreviewValues } from '../types';
import { useShortLinkPlaceholder } from '../use-short-link-placeholder';

import styles from './designer.module.css';

const texts = designerTexts.preview;

type CardPreviewProps = {
  templateUrl: string;
  templateName: string;
  /** Key of the template, for the file name of the download. */
  templateKey: string;
  /** The values to draw; `null` (nothing entered yet) shows the bare template. */
  values: PreviewValues | null;
  /** Newer values are on their way (the typing has not paused yet): the drawing is not the final one. */
  pending?: boolean;
};

type DrawOutcome = { design: CardDesign; ok: boolean };

function downloadCanvas(canvas: HTMLCanvasElement, fileName: string) {
  canvas.toBlob((blob) => {
    if (!blob) {
      console.error('The preview could not be turned into a PNG');
      return;
    }
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked on the next turn: the download has taken the blob by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }, 'image/png');
}

/**
 * The preview of the card: the chosen template until something is entered,
 * then a canvas with the design on it, redrawn as it changes, with a PNG
 * download. With the short link, the code carries a placeholder
 * link as long as the real one (redrawn once the shop's link format is in;
 * until then, or without it, the typed address).
 */
export function CardPreview({ templateUrl, templateName, templateKey, values, pending = false }: CardPreviewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const placeholder = useShortLinkPlaceholder();
  const design = useMemo<CardDesign | null>(() => {
    if (!values) return null;
    const { qrMode, ...fields } = values;
    return { templateUrl, ...fields, shortLink: designShortLink(qrMode, placeholder) };
  }, [templateUrl, values, placeholder]);
  const [outcome, setOutcome] = useState<DrawOutcome | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!design || !canvas) return;
    let current = true;
    renderCardPreview(canvas, design).then(
      () => {
        if (current) setOutcome({ design, ok: true });
      },
      (error: unknown) => {
        console.error('Could not draw the card preview', error);
        if (current) setOutcome({ design, ok: false });
      },
    );
    return () => {
      current = false;
    };
  }, [design]);

  const drawing = design !== null && outcome?.design !== design;
  // While the customer types, the drawing shown is not the final one: no download of it yet.
  const busy = drawing || (design !== null && pending);
  const failed = !drawing && outcome?.ok === false;
  // Where the drawn code leads, so a customer sees it before ordering.
  const qrTarget = design !== null && design.url.trim() !== '' ? qrDestinationText(design.url, design.shortLink) : null;

  return (
    <div className={styles.preview}>
      <div className={styles.previewStage} aria-busy={busy || undefined}>
        {design ? (
          <canvas
            ref={canvasRef}
            className={styles.canvas}
            width={CARD_WIDTH * PREVIEW_SCALE}
            height={CARD_HEIGHT * PREVIEW_SCALE}
            role="img"
            aria-label={texts.canvasLabel}
          />
        ) : (
          <img
            className={styles.canvas}
            src={templateUrl}
            alt={texts.templateAlt(templateName)}
            width={CARD_WIDTH}
            height={CARD_HEIGHT}
            // The page's largest picture: fetched before the template strip's thumbnails.
            fetchPriority="high"
          />
        )}
        {drawing ? (
          <div className={styles.previewOverlay}>
            <Spinner size={40} label={texts.drawing} />
          </div>
        ) : null}
      </div>
      {design === null ? <p className={styles.hint}>{texts.empty}</p> : null}
      {qrTarget !== null ? <p className={styles.qrTarget}>{qrTarget}</p> : null}
      {failed ? (
        <p className={styles.previewError} role="alert">
          {texts.failed}
        </p>
      ) : null}
      {design !== null ? (
        <Button
          variant="outline"
          size="small"
          disabled={busy || failed}
          onClick={() => {
            if (canvasRef.current) downloadCanvas(canvasRef.current, texts.downloadName(templateKey));
          }}
        >
          {texts.download}
        </Button>
      ) : null}
    </div>
  );
}
