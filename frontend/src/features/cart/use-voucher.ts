import { useEffect } from 'react';
import { useSelector, useStore } from 'react-redux';

import { failureServerMessage } from '@/lib/api-error';
import { orderLineBodies } from '@/lib/order-lines';
import { useAppDispatch } from '@/lib/store-hooks';
import { normaliseVoucherCode, type VoucherQuote, type VoucherTaxContext } from '@/lib/voucher';

import { cartApi, useCheckVoucherMutation } from './api';
import {
  selectCartItems,
  selectCartTaxContext,
  selectCartVoucher,
  voucherApplied,
  voucherQuoted,
  voucherRefused,
} from './cart-slice';
import { cartTexts } from './texts';
import type { CartItem, CartState } from './types';

/**
 * The server's refusal in its own words: of the code (422), or of this client after too many refused
 * codes (429); any other failure (network, 5xx …) left the code unchecked.
 */
function refusalMessage(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  const server = failureServerMessage(error);
  return (status === 422 || status === 429) && server !== null ? server : cartTexts.voucher.failed;
}

function checkBody(code: string, items: readonly CartItem[], taxContext: VoucherTaxContext | null) {
  // The logos are uploaded only when the order is placed; a code's price does not depend on them.
  // Its VAT depends on where the goods go and who buys them, once checkout knows it.
  return { code, orderLines: orderLineBodies(items), ...taxContext };
}

/**
 * The cart's Aktionscode: `apply` checks a typed code against the lines and
 * applies it or keeps the server's refusal; `checking` is true meanwhile.
 * Whenever the applied code has lost its quote (the lines changed, or the
 * page was reloaded) it is checked again, so no summary shows amounts for
 * other lines; a refusal then takes the code off what will be sent. An answer
 * for lines that changed meanwhile is dropped: the next check is under way.
 */
export function useVoucher() {
  const dispatch = useAppDispatch();
  const store = useStore<{ cart: CartState }>();
  const items = useSelector(selectCartItems);
  const voucher = useSelector(selectCartVoucher);
  const taxContext = useSelector(selectCartTaxContext);
  const [check, { isLoading: checking }] = useCheckVoucherMutation();

  const unquoted = voucher?.status === 'applied' && voucher.quote === null ? voucher.code : null;
  useEffect(() => {
    if (unquoted === null || items.length === 0) return;
    let current = true;
    dispatch(cartApi.endpoints.checkVoucher.initiate(checkBody(unquoted, items, taxContext), { track: false }))
      .unwrap()
      .then(
        (quote) => {
          if (current) dispatch(voucherQuoted(quote));
        },
        (error: unknown) => {
          if (current) dispatch(voucherRefused({ code: unquoted, message: refusalMessage(error) }));
        },
      );
    return () => {
      current = false;
    };
  }, [dispatch, unquoted, items, taxContext]);

  /** Resolves `true` once the code is applied, `false` when it was refused. */
  const apply = async (typed: string): Promise<boolean> => {
    const code = normaliseVoucherCode(typed);
    const sent = selectCartItems(store.getState());
    let quote: VoucherQuote;
    try {
      quote = await check(checkBody(code, sent, selectCartTaxContext(store.getState()))).unwrap();
    } catch (error) {
      dispatch(voucherRefused({ code, message: refusalMessage(error) }));
      return false;
    }
    const unchanged = selectCartItems(store.getState()) === sent;
    dispatch(voucherApplied({ code: quote.code, quote: unchanged ? quote : null }));
    return true;
  };

  return { voucher, apply, checking };
}
