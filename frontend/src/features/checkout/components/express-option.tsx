/**
 * 'Express-Produktion': the box, the server's surcharge beside it and what it
 * promises beneath. Shown in the cart's overview (the app passes it in) and
 * in checkout above the delivery promise, which names the express date once
 * ticked. The choice is the cart's; the price comes with the delivery
 * promise, and while it is unknown the box is shown without it.
 */
import { useFieldIds } from '@/components/form/field-ids';
import formStyles from '@/components/form/form.module.css';
import { formatCents } from '@/lib/format';

import { checkoutTexts } from '../texts';

import styles from './express-option.module.css';

const texts = checkoutTexts.express;

type ExpressOptionProps = {
  checked: boolean;
  /** The net surcharge in cents, as the server named it; `null` while unknown. */
  surcharge: number | null;
  onChange: (checked: boolean) => void;
};

export function ExpressOption({ checked, surcharge, onChange }: ExpressOptionProps) {
  const { inputId, hintId } = useFieldIds();
  return (
    <div className={styles.express}>
      <div className={styles.row}>
        <input
          id={inputId}
          type="checkbox"
          className={formStyles.checkbox}
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-describedby={hintId}
        />
        <label htmlFor={inputId}>
          <span className={styles.label}>{texts.label}</span>
          {surcharge === null ? null : (
            <>
              {' '}
              <span className={styles.price}>{texts.price(formatCents(surcharge))}</span>
            </>
          )}
        </label>
      </div>
      <p id={hintId} className={styles.hint}>
        {texts.hint}
      </p>
    </div>
  );
}
