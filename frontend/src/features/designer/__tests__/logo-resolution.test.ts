import layout from '../../../../../design/card-layout.json';
import { BOTTLE_OPENER_LOGO_BOX, LOGO_BOX, LOGO_DPI } from '@/lib/card-design/card-layout';
import { logoResolution, logoResolutionNote } from '../logo-resolution';

const low = (dpi: number) =>
  `Die Auflösung Ihres Logos ist gering (${dpi} dpi). Für ein scharfes Druckbild empfehlen wir mindestens 300 dpi.`;
const tooSmall = (dpi: number, width: number, height: number) =>
  `Ihr Logo ist für den Druck zu klein (${dpi} dpi). Bitte laden Sie eine Datei mit mindestens ${width} × ${height} Pixeln hoch.`;

const resolution = (width: number, height: number) => logoResolution({ width, height }, LOGO_BOX);

describe('the layout numbers of the resolution rule', () => {
  it('come from design/card-layout.json', () => {
    expect(LOGO_DPI).toStrictEqual({ minimum: 150, recommended: 300 });
    expect(LOGO_DPI).toStrictEqual(layout.logoDpi);
    expect(BOTTLE_OPENER_LOGO_BOX).toStrictEqual({ x: 40, y: 60, width: 230, height: 180 });
    expect(layout.bottleOpener.logoBox).toStrictEqual(BOTTLE_OPENER_LOGO_BOX);
  });
});

describe('logoResolution', () => {
  it('refuses a 100 x 100 px logo: 141 dpi, it needs 107 x 107 px', () => {
    expect(resolution(100, 100)).toEqual({
      exact: expect.closeTo(141.111, 3),
      dpi: 141,
      verdict: 'tooSmall',
      minWidth: 107,
      minHeight: 107,
    });
  });

  it('warns for a logo of 230 x 180 px: exactly 254 dpi', () => {
    expect(resolution(230, 180)).toEqual({ exact: 254, dpi: 254, verdict: 'low', minWidth: 136, minHeight: 107 });
  });

  it('accepts 1000 x 800 px: 1128 dpi, rounded down', () => {
    expect(resolution(1000, 800)).toMatchObject({ dpi: 1128, verdict: 'sharp' });
  });

  it('lets the side that fills the box decide: a wide logo by its width, a tall one by its height', () => {
    // 23 mm wide: 460 px are 508 dpi; 18 mm tall: 90 px alone would be 127 dpi.
    expect(resolution(460, 90)).toMatchObject({ dpi: 508, verdict: 'sharp' });
    // 18 mm tall: 360 px are 508 dpi; 23 mm wide: 50 px alone would be 55 dpi.
    expect(resolution(50, 360)).toMatchObject({ dpi: 508, verdict: 'sharp' });
  });

  it.each([
    // 150 dpi: 135.83 px across 23 mm, 106.30 px across 18 mm.
    [135, 1, 149, 'tooSmall'],
    [136, 1, 150, 'low'],
    [1, 106, 149, 'tooSmall'],
    [1, 107, 150, 'low'],
    // 300 dpi: 271.65 px across 23 mm, 212.60 px across 18 mm.
    [271, 1, 299, 'low'],
    [272, 1, 300, 'sharp'],
    [1, 212, 299, 'low'],
    [1, 213, 300, 'sharp'],
  ])('the pixel either side of a threshold: %i x %i px is %i dpi, %s', (width, height, dpi, verdict) => {
    expect(resolution(width, height)).toMatchObject({ dpi, verdict });
  });

  it('takes exactly the minimum and exactly the recommended dpi as reached', () => {
    // 230 x 180 px in the 23 x 18 mm box are 254 dpi exactly (10 px per mm).
    const at = (minimum: number, recommended: number) =>
      logoResolution({ width: 230, height: 180 }, LOGO_BOX, { minimum, recommended }).verdict;
    expect(at(254, 300)).toBe('low');
    expect(at(150, 254)).toBe('sharp');
    expect(at(254.00000000000003, 300)).toBe('tooSmall');
  });

  it('names the smallest size of the same aspect ratio that is printable', () => {
    const { minWidth, minHeight } = resolution(60, 40);
    expect([minWidth, minHeight]).toEqual([136, 91]);
    expect(resolution(minWidth, minHeight).verdict).not.toBe('tooSmall');
    expect(resolution(minWidth - 1, minHeight - 1).verdict).toBe('tooSmall');
  });

  it('measures a bottle opener logo in its own box', () => {
    expect(logoResolution({ width: 100, height: 100 }, BOTTLE_OPENER_LOGO_BOX)).toMatchObject({
      dpi: 141,
      verdict: 'tooSmall',
    });
  });
});

describe('logoResolutionNote', () => {
  it('says nothing about a sharp logo', () => {
    expect(logoResolutionNote(resolution(1000, 800))).toBeNull();
  });

  it('warns below the recommended dpi', () => {
    expect(logoResolutionNote(resolution(230, 180))).toEqual({ kind: 'warning', message: low(254) });
  });

  it('refuses below the minimum and names the pixels needed', () => {
    expect(logoResolutionNote(resolution(100, 100))).toEqual({ kind: 'refusal', message: tooSmall(141, 107, 107) });
    expect(logoResolutionNote(resolution(60, 40))).toEqual({ kind: 'refusal', message: tooSmall(66, 136, 91) });
  });
});
