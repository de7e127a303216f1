import { useEffect, useState } from 'react';

import { failureServerMessage } from '@/lib/api-error';
import { useAppDispatch } from '@/lib/store-hooks';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { checkoutApi } from './api';
import { checkoutTexts } from './texts';
import type { VatIdCheckRequest } from './types';

/** How long typing must pause before the tax office is asked. */
export const VAT_ID_CHECK_DELAY_MS = 600;

export type VatIdCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  /** The tax office answered: `valid` and the sentence to show. */
  | { state: 'answered'; vatId: string; valid: boolean; message: string }
  /** Not checked (503: the tax office cannot be asked; 429: too many checks): the server's sentence. */
  | { state: 'failed'; message: string };

const IDLE: VatIdCheck = { state: 'idle' };
const CHECKING: VatIdCheck = { state: 'checking' };

/**
 * The live hint next to a USt-IdNr. of another member state: asked once
 * typing stopped for {@link VAT_ID_CHECK_DELAY_MS}, never on every key. An
 * answer for a request that changed meanwhile is not shown. Nothing here
 * blocks the form: the server decides again when the order is placed.
 */
export function useVatIdCheck(request: VatIdCheckRequest | null): VatIdCheck {
  const dispatch = useAppDispatch();
  const key = request === null ? null : JSON.stringify(request);
  const settledKey = useDebouncedValue(key, VAT_ID_CHECK_DELAY_MS);
  const [result, setResult] = useState<{ key: string; check: VatIdCheck } | null>(null);

  useEffect(() => {
    if (settledKey === null) return;
    let current = true;
    const body = JSON.parse(settledKey) as VatIdCheckRequest;
    dispatch(checkoutApi.endpoints.checkVatId.initiate(body, { track: false }))
      .unwrap()
      .then(
        (answer) => {
          if (current) setResult({ key: settledKey, check: { state: 'answered', vatId: body.vatId, ...answer } });
        },
        (error: unknown) => {
          console.error('Checking the USt-IdNr. failed', error);
          const message = failureServerMessage(error) ?? checkoutTexts.vatIdCheck.failed;
          if (current) setResult({ key: settledKey, check: { state: 'failed', message } });
        },
      );
    return () => {
      current = false;
    };
  }, [dispatch, settledKey]);

  if (key === null) return IDLE;
  if (result?.key === key) return result.check;
  // Typing has stopped and the request is under way: the loader.
  return settledKey === key ? CHECKING : IDLE;
}
