import { useId } from 'react';

/** Ids that tie a form control to its label, error and hint. */
export function useFieldIds() {
  const id = useId();
  return { inputId: `${id}-input`, errorId: `${id}-error`, hintId: `${id}-hint` };
}
