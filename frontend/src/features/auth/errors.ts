import { failureServerMessage } from '@/lib/api-error';

import { authTexts } from './texts';

/**
 * What an account form shows when its call failed (spec §8): the server's
 * message, else the form's own fallback. A failure that is not an error
 * object at all gets the generic unexpected-error text.
 */
export function accountFailureMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return authTexts.unexpectedFailure;
  return failureServerMessage(error) ?? fallback;
}

/** The message of a successful answer, else `fallback`. */
export function answerMessage(answer: unknown, fallback: string): string {
  if (typeof answer === 'object' && answer !== null && 'message' in answer) {
    const { message } = answer as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}
