import { MAX_QUANTITY, MIN_QUANTITY } from '@/lib/rules';

import styles from './quantity-stepper.module.css';

type QuantityStepperProps = {
  value: number;
  /** Receives the new quantity, already kept within MIN_QUANTITY..MAX_QUANTITY (the server's 1..15). */
  onChange: (quantity: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
  /** Accessible name of the number; leave it out when a `<label htmlFor={id}>` names it. */
  label?: string;
  id?: string;
  name?: string;
  describedBy?: string;
  size?: 'regular' | 'compact';
};

/** Quantity MIN_QUANTITY..MAX_QUANTITY (1..15): minus and plus buttons around a disabled number input (spec §5). */
export function QuantityStepper({
  value,
  onChange,
  decreaseLabel,
  increaseLabel,
  label,
  id,
  name,
  describedBy,
  size = 'regular',
}: QuantityStepperProps) {
  const change = (next: number) => onChange(Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, next)));
  return (
    <div className={size === 'compact' ? `${styles.stepper} ${styles.compact}` : styles.stepper}>
      <button
        type="button"
        className={styles.button}
        onClick={() => change(value - 1)}
        disabled={value <= MIN_QUANTITY}
        aria-label={decreaseLabel}
        aria-controls={id}
      >
        −
      </button>
      <input
        id={id}
        name={name}
        type="number"
        className={styles.value}
        value={value}
        min={MIN_QUANTITY}
        max={MAX_QUANTITY}
        step={1}
        disabled
        readOnly
        aria-label={label}
        aria-describedby={describedBy}
      />
      <button
        type="button"
        className={styles.button}
        onClick={() => change(value + 1)}
        disabled={value >= MAX_QUANTITY}
        aria-label={increaseLabel}
        aria-controls={id}
      >
        +
      </button>
    </div>
  );
}
