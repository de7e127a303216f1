import type { UserEvent } from '@testing-library/user-event';

/**
 * Replaces what `input` holds with `value` in one paste. For the data a test
 * only needs in a form: typed key by key, a long address re-renders the whole
 * form for every character, which on a busy machine makes a test that fills a
 * checkout run into its time limit. Type where the keys themselves matter (a
 * check that waits until typing stops, a limit on the characters typed).
 */
export async function enterText(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.paste(value);
}
