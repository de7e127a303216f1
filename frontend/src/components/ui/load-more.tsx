/**
 * The control under a list that grows a page at a time from the server:
 * a button for the next page (busy while it loads), or, when a page could
 * not be loaded, the failure with a retry.
 */
import { Button } from './button';
import cardParts from './card-parts.module.css';
import { Spinner } from './spinner';

type LoadMoreProps = {
  /** The button, e.g. 'Ältere Änderungen laden'. */
  label: string;
  failedText: string;
  retryLabel: string;
  /** A page is on its way. */
  busy: boolean;
  /** The last page asked for could not be loaded. */
  failed: boolean;
  onMore: () => void;
  onRetry: () => void;
};

export function LoadMore({ label, failedText, retryLabel, busy, failed, onMore, onRetry }: LoadMoreProps) {
  if (failed) {
    return (
      <div className={cardParts.actions}>
        <p className={cardParts.alert} role="alert">
          {failedText}
        </p>
        <Button variant="outline" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      </div>
    );
  }
  return (
    <div className={cardParts.actions}>
      <Button
        variant="outline"
        size="small"
        onClick={onMore}
        disabled={busy}
        aria-busy={busy || undefined}
        icon={busy ? <Spinner size={16} /> : undefined}
      >
        {label}
      </Button>
    </div>
  );
}
