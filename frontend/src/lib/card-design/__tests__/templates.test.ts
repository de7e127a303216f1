// The artworks are checked as files on disk, which needs Node’s fs/path typings in this jsdom suite.
/// <reference types="node" />

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  DEFAULT_TEMPLATE,
  TEMPLATE_CATEGORIES,
  isTemplateCategory,
  templateLabel,
  templateUrl,
  type TemplateCategory,
} from '../templates';

/** design/templates/ at the repository's root, where the server's print proof reads them too. */
const TEMPLATE_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../../../design/templates');
const MAX_BYTES = 12 * 1024;
const FORBIDDEN_ELEMENTS = ['script', 'foreignObject', 'text', 'image'];

function svgPath(category: string): string {
  return join(TEMPLATE_DIR, `${category}.svg`);
}

function readSvg(category: string): string {
  return readFileSync(svgPath(category), 'utf8');
}

function parseSvg(category: string): Document {
  return new DOMParser().parseFromString(readSvg(category), 'image/svg+xml');
}

function allElements(doc: Document): Element[] {
  return Array.from(doc.getElementsByTagName('*'));
}

describe('template registry', () => {
  it('offers the seventeen food categories in designer order, baguette first', () => {
    expect(TEMPLATE_CATEGORIES).toEqual([
      'baguette',
      'burger',
      'bowl',
      'chicken',
      'doner',
      'falafel',
      'fisch',
      'grill',
      'india',
      'gyros',
      'pasta',
      'pizza',
      'ramen',
      'rice',
      'schnitzel',
      'suchi',
      'tacos',
    ]);
    expect(DEFAULT_TEMPLATE).toBe('baguette');
  });

  it('labels every category with its German display name', () => {
    expect(TEMPLATE_CATEGORIES.map(templateLabel)).toEqual([
      'Baguette',
      'Burger',
      'Bowl',
      'Chicken',
      'Döner',
      'Falafel',
      'Fisch',
      'Grill',
      'Indisch',
      'Gyros',
      'Pasta',
      'Pizza',
      'Ramen',
      'Reis',
      'Schnitzel',
      'Sushi',
      'Tacos',
    ]);
  });

  it('recognises template keys and rejects anything else', () => {
    for (const category of TEMPLATE_CATEGORIES) {
      expect(isTemplateCategory(category)).toBe(true);
    }
    for (const value of ['', 'sushi', 'Pizza', 'kebab', 'pizza.svg', ' pizza', 'toString']) {
      expect(isTemplateCategory(value)).toBe(false);
    }
  });

  it('resolves every category to the URL of its own SVG asset', () => {
    for (const category of TEMPLATE_CATEGORIES) {
      expect(templateUrl(category)).toMatch(new RegExp(`${category}[^/]*\\.svg`));
    }
  });

  it('names the missing file when a category has no artwork', () => {
    expect(() => templateUrl('kebab' as TemplateCategory)).toThrow(/kebab\.svg/);
  });
});

describe('template artworks', () => {
  it('ships exactly one SVG per category and no other SVG', () => {
    const svgFiles = readdirSync(TEMPLATE_DIR)
      .filter((name) => name.endsWith('.svg'))
      .sort();

    expect(svgFiles).toEqual(TEMPLATE_CATEGORIES.map((category) => `${category}.svg`).sort());
  });

  it('gives every category its own artwork', () => {
    const contents = new Set(TEMPLATE_CATEGORIES.map(readSvg));

    expect(contents.size).toBe(TEMPLATE_CATEGORIES.length);
  });

  describe.each(TEMPLATE_CATEGORIES)('%s.svg', (category) => {
    it('parses as a 450 x 750 SVG document', () => {
      const doc = parseSvg(category);
      const root = doc.documentElement;

      expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
      expect(root.localName).toBe('svg');
      expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
      expect(root.getAttribute('viewBox')).toBe('0 0 450 750');
      expect(root.getAttribute('width')).toBe('450');
      expect(root.getAttribute('height')).toBe('750');
    });

    it('contains no script, text, raster image or foreign content', () => {
      const names = allElements(parseSvg(category)).map((element) => element.localName);

      for (const forbidden of FORBIDDEN_ELEMENTS) {
        expect(names).not.toContain(forbidden);
      }
      expect(readSvg(category)).not.toMatch(/data:/i);
    });

    it('has no event handler attributes', () => {
      const handlers = allElements(parseSvg(category)).flatMap((element) =>
        Array.from(element.attributes)
          .map((attribute) => attribute.name)
          .filter((name) => /^on/i.test(name)),
      );

      expect(handlers).toEqual([]);
    });

    it('references only fragments defined in the same file', () => {
      const doc = parseSvg(category);
      const elements = allElements(doc);
      const ids = new Set(elements.map((element) => element.id).filter(Boolean));
      const hrefs = elements.flatMap((element) =>
        Array.from(element.attributes)
          .filter((attribute) => attribute.localName === 'href')
          .map((attribute) => attribute.value),
      );
      const urls = Array.from(readSvg(category).matchAll(/url\(([^)]*)\)/g), (match) => match[1]);

      for (const reference of [...hrefs, ...urls]) {
        expect(reference).toMatch(/^#/);
        expect(ids).toContain(reference.slice(1));
      }
    });

    it('stays under 12 KB', () => {
      expect(statSync(svgPath(category)).size).toBeLessThan(MAX_BYTES);
    });

    it('draws the content panel as an opaque white rounded rectangle', () => {
      const panel = Array.from(parseSvg(category).getElementsByTagName('rect')).find(
        (rect) =>
          rect.getAttribute('x') === '20' &&
          rect.getAttribute('y') === '20' &&
          rect.getAttribute('width') === '410' &&
          rect.getAttribute('height') === '570',
      );

      expect(panel).toBeDefined();
      expect(panel?.getAttribute('rx')).toBe('24');
      expect(panel?.getAttribute('fill')?.toUpperCase()).toBe('#FFFFFF');
      expect(panel?.hasAttribute('opacity')).toBe(false);
      expect(panel?.hasAttribute('fill-opacity')).toBe(false);
    });
  });
});
