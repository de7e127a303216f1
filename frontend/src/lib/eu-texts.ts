/**
 * The server's messages of issue 35, word for word (`eu.ts` re-exports them),
 * apart from the member states and tax rules: the footer's B2B notice is all
 * the app shell needs of them.
 */
import { euMessages } from './rules.generated.json';

export const euTexts = euMessages;
