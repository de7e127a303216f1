import { MAX_QUANTITY, MIN_QUANTITY } from '../types';

import styles from './cart-page.module.css';

type QuantityStepperProps = {
  value: number;
  onChange: (quantity: number) => void;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
};

/** Quantity 1..15 of a cart line: minus and plus around a disabled number input (spec §5). */
export function QuantityStepper({ value, onChange, label, decreaseLabel, increaseLabel }: QuantityStepperProps) {
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.stepButton}
        onClick={() => onChange(value - 1)}
        disabled={value <= MIN_QUANTITY}
        aria-label={decreaseLabel}
      >
        −
      </button>
      <input
        type="number"
        className={styles.stepValue}
        value={value}
        min={MIN_QUANTITY}
        max={MAX_QUANTITY}
        step={1}
        disabled
        readOnly
        aria-label={label}
      />
      <button
        type="button"
        className={styles.stepButton}
        onClick={() => onChange(value + 1)}
        disabled={value >= MAX_QUANTITY}
        aria-label={increaseLabel}
      >
        +
      </button>
    </div>
  );
}
