/**
 * Which characters a free text may hold: the server refuses what its printed
 * documents (invoice PDF, card proof) cannot render, and the browser refuses
 * the same with the same German text. Everything (ranges, messages, the
 * fields and whether they take line breaks) comes from `rules.generated.json`,
 * which the API's tests write from `crates/domain/src/text.rs`, so no copy
 * here can drift from the server.
 */
import type { TestConfig } from 'yup';

import { fields, text } from './rules.generated.json';
import type { FieldKey } from './rules';

export type { FieldKey };

type Range = readonly number[];

function inRanges(ranges: readonly Range[], codePoint: number): boolean {
  return ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/**
 * The server's message for the first character of `value` its documents
 * cannot carry, or `undefined` when every one can. Like the server, it looks
 * at the NFC form, so a decomposed "u + ¨" counts as "ü"; trimming is left to
 * each field's schema.
 */
export function printableTextError(value: string, field: FieldKey): string | undefined {
  const multiLine = fields[field].multiLine;
  // By code point, not UTF-16 unit: an emoji is one character and is named whole in the message.
  for (const ch of value.normalize('NFC')) {
    const codePoint = ch.codePointAt(0)!;
    if (multiLine && text.lineBreaks.includes(codePoint)) continue;
    // The first offending character decides: a control character is never named, it may be invisible.
    if (inRanges(text.controlRanges, codePoint)) return text.controlMessage;
    // A function, so a `$` in the character could never act as a replacement pattern.
    if (!inRanges(text.printableRanges, codePoint)) return text.unprintableMessage.replaceAll('{char}', () => ch);
  }
  return undefined;
}

/**
 * The yup test of `field`, for `schema.test(printableText('companyName'))`.
 * It sees the value after the schema's transforms (trim), as the server
 * checks the trimmed text; absent values are the `required` test's.
 */
export function printableText(field: FieldKey): TestConfig<string | undefined> {
  return {
    name: 'printable-text',
    test(value, context) {
      if (value === undefined) return true;
      const message = printableTextError(value, field);
      return message === undefined || context.createError({ message });
    },
  };
}
