import { adminTexts } from '../texts';

const KIND_LABELS: Readonly<Record<string, string>> = adminTexts.jobs.kinds;

/** A job's kind under its German name; a kind the server added later shows as it came. */
export function jobKindLabel(kind: string): string {
  return Object.hasOwn(KIND_LABELS, kind) ? KIND_LABELS[kind] : kind;
}
