import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

import { useFieldIds } from '@/components/form/field-ids';
import formStyles from '@/components/form/form.module.css';
import { Button, buttonClassName } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAppDispatch } from '@/lib/store-hooks';
import { asciiUpperCase, normaliseVoucherCode } from '@/lib/voucher';

import { voucherRemoved } from '../cart-slice';
import { cartTexts } from '../texts';
import { useVoucher } from '../use-voucher';

import styles from './voucher-field.module.css';

const texts = cartTexts.voucher;

/** Shows what is typed in capitals, as the server matches codes, without moving the caret. */
function upperCased(event: ChangeEvent<HTMLInputElement>): string {
  const input = event.currentTarget;
  const upper = asciiUpperCase(input.value);
  if (upper !== input.value) {
    const { selectionStart, selectionEnd } = input;
    input.value = upper;
    input.setSelectionRange(selectionStart, selectionEnd);
  }
  return upper;
}

/**
 * 'Aktionscode' and 'Einlösen', on the cart page and in the checkout summary.
 * An applied code shows with its 'Entfernen'; a refusal (the check's, or
 * placing the order's) shows the server's words under the field, the code
 * left in it. The amounts are the summary's, from the server's quote.
 */
export function VoucherField() {
  const dispatch = useAppDispatch();
  const { voucher, apply, checking } = useVoucher();
  const { inputId, errorId } = useFieldIds();
  const [typed, setTyped] = useState(voucher?.status === 'refused' ? voucher.code : '');
  const [missing, setMissing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  // Set before the customer's own apply or remove: the button they used gives way, focus goes to what replaces it.
  const focusNext = useRef<'input' | 'remove' | null>(null);

  // A refusal from elsewhere (placing the order, the check after a change of the lines) puts its code back.
  const [shown, setShown] = useState(voucher);
  if (shown !== voucher) {
    setShown(voucher);
    if (voucher?.status === 'refused') setTyped(voucher.code);
  }

  const status = voucher?.status;
  useEffect(() => {
    if (focusNext.current === 'input') inputRef.current?.focus();
    if (focusNext.current === 'remove') removeRef.current?.focus();
    focusNext.current = null;
  }, [status]);

  if (voucher?.status === 'applied') {
    return (
      <div className={styles.applied}>
        <p role="status" className={styles.code}>
          {texts.applied(voucher.code)}
        </p>
        {voucher.quote === null ? <Spinner size={16} label={texts.rechecking} /> : null}
        <button
          ref={removeRef}
          type="button"
          className={buttonClassName('ghost', 'small')}
          aria-label={texts.removeLabel(voucher.code)}
          onClick={() => {
            focusNext.current = 'input';
            setTyped('');
            dispatch(voucherRemoved());
          }}
        >
          {texts.remove}
        </button>
      </div>
    );
  }

  const error = missing ? texts.empty : voucher?.status === 'refused' ? voucher.message : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    if (normaliseVoucherCode(typed) === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    focusNext.current = 'remove';
    if (!(await apply(typed))) {
      focusNext.current = null;
      inputRef.current?.focus();
    }
  };

  return (
    <form className={styles.field} noValidate onSubmit={(event) => void onSubmit(event)}>
      <label className={formStyles.label} htmlFor={inputId}>
        {texts.label}
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={inputId}
          name="voucherCode"
          type="text"
          className={`${formStyles.input} ${styles.input}`}
          value={typed}
          onChange={(event) => {
            setTyped(upperCased(event));
            setMissing(false);
            // The message was about the code as it was.
            if (voucher?.status === 'refused') dispatch(voucherRemoved());
          }}
          readOnly={checking}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button
          type="submit"
          variant="outline"
          disabled={checking}
          aria-busy={checking || undefined}
          icon={checking ? <Spinner size={16} /> : undefined}
        >
          {texts.apply}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
