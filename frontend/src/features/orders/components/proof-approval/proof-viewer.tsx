/**
 * A proof as a large image (`proof.png`), sized for the space it gets and the
 * screen's pixel ratio, with a loader until it arrives and a retry when it
 * does not. The guides are drawn over it from the proof's layout, so they
 * sit exactly where the print is cut. A zoomable viewer scrolls inside its
 * own box: '+', '−' and 'Ganze Karte', or the phone's own pinch and swipe.
 */
import { useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';

import { RefreshIcon } from '@/components/icons/icons';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import type { DesignKind } from '../../design-kit';
import { proofGeometry, proofImageSources, type Rect } from '../../proof-image';
import { proofTexts as texts } from '../../texts';

import styles from './proof-viewer.module.css';

/** Which guides are drawn over the image. */
export type Guides = { trim: boolean; bleed: boolean; safe: boolean };

export const NO_GUIDES: Guides = { trim: false, bleed: false, safe: false };

/** The zoom steps, 1 being the whole card in view. */
export const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

/** The whole card stays in view: at most this share of the window's height. */
const MAX_HEIGHT_SHARE = 0.7;
/** Before the box is measured (or where nothing is laid out), the image is asked for at this width. */
const FALLBACK_WIDTH = 400;

function rectPath({ x, y, width, height }: Rect): string {
  return `M${x} ${y}h${width}v${height}h${-width}z`;
}

function GuidesOverlay({ kind, guides }: { kind: DesignKind; guides: Guides }) {
  const { page, trim, safe } = proofGeometry(kind);
  if (!guides.trim && !guides.bleed && !guides.safe) return null;
  return (
    <svg
      className={styles.overlay}
      viewBox={`0 0 ${page.width} ${page.height}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-testid="proof-guides"
    >
      {guides.bleed ? (
        <path className={styles.bleed} d={`${rectPath(page)}${rectPath(trim)}`} fillRule="evenodd" data-guide="bleed" />
      ) : null}
      {guides.trim ? <path className={styles.trim} d={rectPath(trim)} data-guide="trim" /> : null}
      {guides.safe ? <path className={styles.safe} d={rectPath(safe)} data-guide="safe" /> : null}
    </svg>
  );
}

/** The width the viewport lays the image out at (CSS pixels), following its size. */
function useFitWidth(viewport: RefObject<HTMLDivElement | null>, aspect: number): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => {
      const available = element.clientWidth;
      const byHeight = window.innerHeight * MAX_HEIGHT_SHARE * aspect;
      const fit = available > 0 ? Math.min(available, byHeight > 0 ? byHeight : available) : FALLBACK_WIDTH;
      setWidth((previous) => (previous !== null && Math.abs(previous - fit) < 1 ? previous : Math.floor(fit)));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [viewport, aspect]);
  return width;
}

type ProofViewerProps = {
  orderLineId: number;
  kind: DesignKind;
  /** The image's text alternative and the viewer's name. */
  alt: string;
  guides: Guides;
  /** A stored older version; the current one when left out. */
  version?: number;
  /** Offers '+', '−' and 'Ganze Karte'. */
  zoomable?: boolean;
};

export function ProofViewer({ orderLineId, kind, alt, guides, version, zoomable = false }: ProofViewerProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const { page } = proofGeometry(kind);
  const aspect = page.width / page.height;
  const fitWidth = useFitWidth(viewport, aspect);
  const [zoomIndex, setZoomIndex] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  /** The viewport's centre as a share of its content, kept across a change of zoom. */
  const keepCentre = useRef<{ x: number; y: number } | null>(null);

  const zoom = ZOOM_STEPS[zoomIndex];
  const width = fitWidth === null ? null : Math.round(fitWidth * zoom);

  useLayoutEffect(() => {
    const element = viewport.current;
    const centre = keepCentre.current;
    if (!element || centre === null) return;
    keepCentre.current = null;
    element.scrollLeft = centre.x * element.scrollWidth - element.clientWidth / 2;
    element.scrollTop = centre.y * element.scrollHeight - element.clientHeight / 2;
  }, [zoomIndex]);

  const zoomTo = (index: number) => {
    const element = viewport.current;
    if (element && element.scrollWidth > 0 && element.scrollHeight > 0) {
      keepCentre.current = {
        x: (element.scrollLeft + element.clientWidth / 2) / element.scrollWidth,
        y: (element.scrollTop + element.clientHeight / 2) / element.scrollHeight,
      };
    }
    setZoomIndex(Math.min(ZOOM_STEPS.length - 1, Math.max(0, index)));
  };

  const sources =
    width === null
      ? null
      : proofImageSources(orderLineId, width, typeof window === 'undefined' ? 1 : window.devicePixelRatio, version);
  const stageStyle: CSSProperties | undefined =
    width === null ? undefined : { width: `${width}px`, aspectRatio: `${page.width} / ${page.height}` };

  return (
    <div className={styles.viewer}>
      {zoomable && state !== 'failed' ? (
        <div className={styles.zoom} role="group" aria-label={texts.zoomLabel(alt)}>
          <Button
            variant="outline"
            size="small"
            className={styles.zoomButton}
            aria-label={texts.zoomOut}
            disabled={zoomIndex === 0}
            onClick={() => zoomTo(zoomIndex - 1)}
          >
            −
          </Button>
          <span className={styles.zoomLevel} aria-live="polite" aria-atomic="true" data-testid="zoom-level">
            {texts.zoomLevel(Math.round(zoom * 100))}
          </span>
          <Button
            variant="outline"
            size="small"
            className={styles.zoomButton}
            aria-label={texts.zoomIn}
            disabled={zoomIndex === ZOOM_STEPS.length - 1}
            onClick={() => zoomTo(zoomIndex + 1)}
          >
            +
          </Button>
          <Button variant="ghost" size="small" disabled={zoomIndex === 0} onClick={() => zoomTo(0)}>
            {texts.zoomFit}
          </Button>
        </div>
      ) : null}
      {state === 'failed' ? (
        <div className={styles.failed} role="alert">
          <p>{texts.imageFailed}</p>
          <Button
            variant="outline"
            size="small"
            icon={<RefreshIcon size={16} />}
            onClick={() => {
              setState('loading');
              setAttempt((count) => count + 1);
            }}
          >
            {texts.imageRetry}
          </Button>
        </div>
      ) : null}
      <div
        ref={viewport}
        className={styles.viewport}
        hidden={state === 'failed'}
        // Scrolls when zoomed: keyboard users reach it like any scrolling box.
        tabIndex={zoomable ? 0 : undefined}
        role={zoomable ? 'region' : undefined}
        aria-label={zoomable ? alt : undefined}
      >
        {sources !== null ? (
          <div className={styles.stage} style={stageStyle} aria-busy={state === 'loading' || undefined}>
            <img
              // A retry asks for the image afresh.
              key={attempt}
              className={styles.image}
              src={sources.src}
              srcSet={sources.srcSet}
              sizes={sources.sizes}
              alt={alt}
              decoding="async"
              onLoad={() => setState('loaded')}
              onError={() => setState('failed')}
            />
            <GuidesOverlay kind={kind} guides={guides} />
            {state === 'loading' ? (
              <div className={styles.loading}>
                <Spinner size={32} />
                <span className="visually-hidden">{texts.imageLoading}</span>
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
