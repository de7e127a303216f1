import { servedLegalDocument } from '@/testing/legal-handlers';

import { blocksOf, sectionAnchors } from '../legal-documents';

describe('a section’s paragraphs', () => {
  it('keeps paragraphs and joins each run of "• " items into one list without the mark', () => {
    expect(blocksOf(['Einleitung:', '• a', '• b', 'Mitte', '• c', 'Ende •'])).toEqual([
      { paragraph: 'Einleitung:' },
      { list: ['a', 'b'] },
      { paragraph: 'Mitte' },
      { list: ['c'] },
      { paragraph: 'Ende •' },
    ]);
  });
});

describe('section anchors', () => {
  it('come from the title without its number, German letters spelt out', () => {
    expect(
      sectionAnchors([
        '8. Speicherdauer',
        '§ 11 Schlussbestimmungen',
        '§ 9 Mängel und Gewährleistung',
        'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
        'Größe',
      ]),
    ).toEqual([
      'speicherdauer',
      'schlussbestimmungen',
      'maengel-und-gewaehrleistung',
      'verantwortlich-fuer-den-inhalt-nach-18-abs-2-mstv',
      'groesse',
    ]);
  });

  it('stay unique when titles repeat', () => {
    expect(sectionAnchors(['1. Kontakt', '2. Kontakt', '???'])).toEqual(['kontakt', 'kontakt-2', 'abschnitt']);
  });
});

describe('the server’s legal documents (crates/app/src/legal)', () => {
  it.each(['terms', 'imprint', 'privacy'])('%s: version 2026-12-07, only placeholders the server fills in', (name) => {
    // The fake throws on a placeholder the server does not know.
    const served = servedLegalDocument(name);
    expect(served.version).toBe('2026-12-07');
    expect(served.updatedAt).toBe('2026-12-07');
    expect(served.sections.length).toBeGreaterThan(0);
    for (const section of served.sections) {
      expect(section.title).not.toBe('');
      expect(section.paragraphs.length).toBeGreaterThan(0);
      for (const text of [section.title, ...section.paragraphs]) expect(text).not.toMatch(/[{}]/);
    }
  });
});
