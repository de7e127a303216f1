/**
 * How the back-office shows a printed QR code's short link: who changed its
 * target, and whether a target may be offered as a link.
 */
import { adminTexts } from './texts';
import type { QrLinkChange } from './types';

/** 'Kunde', 'Gast' or 'PrimeCards'; a value the server added later shows as it came. */
export function qrChangedByLabel(changedBy: QrLinkChange['changedBy']): string {
  return adminTexts.qrLinks.changedBy[changedBy] ?? changedBy;
}

/**
 * Whether `target` is an http(s) address and so may be a link; the server
 * only stores such targets, and anything else (`javascript:` …) stays text.
 */
export function isWebTarget(target: string): boolean {
  return /^https?:\/\//i.test(target);
}
