/**
 * The legal documents the server serves (issue 35: AGB, Impressum and
 * Datenschutz live once, on the server): `GET /api/legal/{name}` with the
 * seller's data and the payment methods already filled in. The server's
 * OpenAPI document does not list these calls yet, so their shape is written
 * here as issue 35's contract gives it.
 */
import { env } from '@/config/env';

export type LegalDocumentName = 'terms' | 'imprint' | 'privacy';

export type LegalSection = { title: string; paragraphs: string[] };

export type LegalDocument = {
  version: string;
  /** A calendar day, `YYYY-MM-DD`. */
  updatedAt: string;
  sections: LegalSection[];
};

/** The current AGB as PDF, the version a buyer accepts with an order. */
export const TERMS_PDF_URL = `${env.API_URL}/legal/terms.pdf`;

/** A paragraph starting with this is an item of a bulleted list. */
const LIST_ITEM_MARK = '• ';

/** A section's paragraphs as the page shows them: consecutive list items form one list. */
export type LegalBlock = { paragraph: string } | { list: string[] };

export function blocksOf(paragraphs: readonly string[]): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  for (const paragraph of paragraphs) {
    if (!paragraph.startsWith(LIST_ITEM_MARK)) {
      blocks.push({ paragraph });
      continue;
    }
    const item = paragraph.slice(LIST_ITEM_MARK.length);
    const last = blocks.at(-1);
    if (last !== undefined && 'list' in last) last.list.push(item);
    else blocks.push({ list: [item] });
  }
  return blocks;
}

const GERMAN_LETTERS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * The sections' anchors for the table of contents, from their titles without
 * the number ('8. Speicherdauer' -> 'speicherdauer', '§ 4 Muster' -> 'muster');
 * a repeated one gets its position appended, so every link has one target.
 */
export function sectionAnchors(titles: readonly string[]): string[] {
  const seen = new Set<string>();
  return titles.map((title, index) => {
    const slug =
      title
        .toLowerCase()
        .replace(/^(?:§\s*)?\d+\.?\s+/, '')
        .replace(/[äöüß]/g, (letter) => GERMAN_LETTERS[letter])
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'abschnitt';
    const anchor = seen.has(slug) ? `${slug}-${index + 1}` : slug;
    seen.add(anchor);
    return anchor;
  });
}
