import { LOGO_BOX } from '../card-layout';
import { fitContain, fitFontSize } from '../render-card';

describe('fitContain', () => {
  it('fits a wide logo to the box width and centres it vertically', () => {
    expect(fitContain(460, 100, LOGO_BOX)).toEqual({ x: 110, y: 44 + (180 - 50) / 2, width: 230, height: 50 });
  });

  it('fits a tall logo to the box height and centres it horizontally', () => {
    expect(fitContain(100, 360, LOGO_BOX)).toEqual({ x: 110 + (230 - 50) / 2, y: 44, width: 50, height: 180 });
  });

  it('scales a small logo up, keeping its aspect ratio', () => {
    const fitted = fitContain(23, 18, LOGO_BOX);
    expect(fitted).toEqual({ x: 110, y: 44, width: 230, height: 180 });
  });

  it('never leaves the box', () => {
    for (const [width, height] of [
      [1, 1],
      [1000, 3],
      [3, 1000],
      [640, 480],
    ]) {
      const fitted = fitContain(width, height, LOGO_BOX);
      expect(fitted.x).toBeGreaterThanOrEqual(LOGO_BOX.x);
      expect(fitted.y).toBeGreaterThanOrEqual(LOGO_BOX.y);
      expect(fitted.x + fitted.width).toBeLessThanOrEqual(LOGO_BOX.x + LOGO_BOX.width + 1e-9);
      expect(fitted.y + fitted.height).toBeLessThanOrEqual(LOGO_BOX.y + LOGO_BOX.height + 1e-9);
      expect(fitted.width / fitted.height).toBeCloseTo(width / height, 6);
    }
  });

  it('draws nothing for an image without size', () => {
    expect(fitContain(0, 10, LOGO_BOX)).toMatchObject({ width: 0, height: 0 });
  });
});

describe('fitFontSize', () => {
  /** A fake measure: every character is as wide as 0.6 x the font size. */
  const measure = (text: string, font: string) => text.length * 0.6 * Number(/(\d+)px/.exec(font)?.[1]);

  it('keeps the preferred size when the text fits', () => {
    expect(fitFontSize(measure, '+49 170 1234567', 380, { size: 30, weight: 700 })).toBe(30);
  });

  it('shrinks the font until the line fits', () => {
    const text = 'x'.repeat(40);
    const size = fitFontSize(measure, text, 380, { size: 30, weight: 700 });
    expect(measure(text, `700 ${size}px sans-serif`)).toBeLessThanOrEqual(380);
    expect(measure(text, `700 ${size + 1}px sans-serif`)).toBeGreaterThan(380);
  });

  it('stops at 10 px', () => {
    expect(fitFontSize(measure, 'x'.repeat(500), 380, { size: 30, weight: 700 })).toBe(10);
  });
});
