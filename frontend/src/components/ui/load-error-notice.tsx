import type { ReactNode } from 'react';

import { RefreshIcon } from '../icons/icons';

import { Button } from './button';
import { Notice } from './notice';

type LoadErrorNoticeProps = {
  title: string;
  /** What the user can do about it; left out when the title says enough. */
  hint?: string;
  retryLabel: string;
  onRetry: () => void;
  /** Further ways on, after the retry button (e.g. back to the shop). */
  moreActions?: ReactNode;
};

/** What a page shows when its data could not be loaded: the reason and a retry. */
export function LoadErrorNotice({ title, hint, retryLabel, onRetry, moreActions }: LoadErrorNoticeProps) {
  return (
    <Notice
      tone="error"
      title={title}
      actions={
        <>
          <Button onClick={onRetry} icon={<RefreshIcon size={18} />}>
            {retryLabel}
          </Button>
          {moreActions}
        </>
      }
    >
      {hint ? <p>{hint}</p> : null}
    </Notice>
  );
}
