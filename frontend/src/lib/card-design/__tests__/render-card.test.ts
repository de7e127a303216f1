import jsQR from 'jsqr';

import { LOGO_BOX } from '../card-layout';
import { CARD_FONT_FAMILY, drawCard, fitContain, fitFontSize, loadCardFonts, renderCardPreview } from '../render-card';

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

/** A 2D context that records what is drawn: the font and colour of every text, and the QR code's pixels. */
function recordingContext() {
  const texts: { text: string; font: string; fillStyle: string; x: number; y: number }[] = [];
  const images: { image: { width: number; height: number; data: Uint8ClampedArray }; x: number; y: number }[] = [];
  const state = { font: '', fillStyle: '' };
  const context = {
    set font(value: string) {
      state.font = value;
    },
    get font() {
      return state.font;
    },
    set fillStyle(value: string) {
      state.fillStyle = value;
    },
    get fillStyle() {
      return state.fillStyle;
    },
    textAlign: 'start',
    textBaseline: 'alphabetic',
    imageSmoothingEnabled: false,
    imageSmoothingQuality: 'low',
    setTransform: vi.fn(),
    clearRect: vi.fn(),
    drawImage: vi.fn(),
    save: vi.fn(),
    restore: vi.fn(),
    fillRect: vi.fn(),
    // Narrow enough for every line to keep its preferred size.
    measureText: (text: string) => ({ width: text.length }),
    fillText: vi.fn((text: string, x: number, y: number) => {
      texts.push({ text, font: state.font, fillStyle: state.fillStyle, x, y });
    }),
    createImageData: (width: number, height: number) => ({
      width,
      height,
      data: new Uint8ClampedArray(width * height * 4),
    }),
    putImageData: vi.fn((image: { width: number; height: number; data: Uint8ClampedArray }, x: number, y: number) => {
      images.push({ image, x, y });
    }),
  };
  return { context: context as unknown as CanvasRenderingContext2D, texts, images };
}

const DESIGN = {
  templateUrl: '/templates/burger.svg',
  logo: 'data:image/png;base64,AAAA',
  address: 'Hauptstraße 5, 41061 Mönchengladbach',
  phone: '+49 2161 123456',
  url: 'www.pizzeria-roma.de',
  shortLink: null,
};

const IMAGES = {
  template: {} as CanvasImageSource,
  logo: { naturalWidth: 60, naturalHeight: 40 } as HTMLImageElement,
};

describe('drawCard', () => {
  it('sets the phone bold and the address regular in the card font, in the layout colour', () => {
    const { context, texts } = recordingContext();
    drawCard(context, IMAGES, DESIGN);

    const family = `'PrimeCards Liberation Sans', 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif`;
    expect(texts).toEqual([
      { text: '+49 2161 123456', font: `700 30px ${family}`, fillStyle: '#14213d', x: 225, y: 278 },
      { text: DESIGN.address, font: `400 22px ${family}`, fillStyle: '#14213d', x: 225, y: 318 },
    ]);
    expect(CARD_FONT_FAMILY).toBe('PrimeCards Liberation Sans');
  });

  it('draws a QR code that carries the QR text of the URL, https:// in front', () => {
    const { context, images } = recordingContext();
    drawCard(context, IMAGES, DESIGN);

    expect(images).toHaveLength(1);
    const [{ image, x, y }] = images;
    // Inside QR_BOX at the preview's 2x.
    expect(x).toBeGreaterThanOrEqual(130 * 2);
    expect(y).toBeGreaterThanOrEqual(350 * 2);
    expect(x + image.width).toBeLessThanOrEqual((130 + 190) * 2);
    expect(jsQR(image.data, image.width, image.height)?.data).toBe('https://www.pizzeria-roma.de');
  });

  it('keeps a URL that names its scheme as it is', () => {
    const { context, images } = recordingContext();
    drawCard(context, IMAGES, { ...DESIGN, url: 'HTTP://Roma.de/karte' });
    const [{ image }] = images;
    expect(jsQR(image.data, image.width, image.height)?.data).toBe('HTTP://Roma.de/karte');
  });

  it('prints the slashes of an address as the card does: street · town', () => {
    const { context, texts } = recordingContext();
    drawCard(context, IMAGES, { ...DESIGN, address: 'Hauptstr. 12 /41061/ Mönchengladbach' });
    expect(texts.map((line) => line.text)).toEqual([DESIGN.phone, 'Hauptstr. 12 · 41061 Mönchengladbach']);
  });

  it('draws a design without a logo yet: template, lines and code', () => {
    const { context, texts } = recordingContext();
    drawCard(context, { ...IMAGES, logo: null }, DESIGN);
    expect(context.drawImage).toHaveBeenCalledTimes(1);
    expect(texts).toHaveLength(2);
  });

  it('draws a QR code of the short link instead of the URL when the design has one', () => {
    const { context, images } = recordingContext();
    drawCard(context, IMAGES, { ...DESIGN, shortLink: 'https://shop.example/q/XXXXXXXXXX' });
    const [{ image }] = images;
    expect(jsQR(image.data, image.width, image.height)?.data).toBe('https://shop.example/q/XXXXXXXXXX');
  });
});

/** A FontFaceSet whose `load` answers when the test says so. */
function fakeFonts(faces: unknown[] = [{}]) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = vi.fn(async (_font: string) => {
    await released;
    return faces;
  });
  return { fonts: { load } as unknown as FontFaceSet, load, release };
}

describe('loadCardFonts', () => {
  it('loads the bold face of the phone line and the regular face of the address line', async () => {
    const { fonts, load, release } = fakeFonts();
    release();
    await loadCardFonts(fonts);
    expect(load.mock.calls.map(([font]) => font)).toEqual([
      "700 30px 'PrimeCards Liberation Sans'",
      "400 22px 'PrimeCards Liberation Sans'",
    ]);
  });

  it('does nothing where the document has no font loading API, as in jsdom', async () => {
    expect('fonts' in document).toBe(false);
    await expect(loadCardFonts()).resolves.toBeUndefined();
    await expect(loadCardFonts(undefined)).resolves.toBeUndefined();
  });

  it('draws with the fallbacks, warning, when the font cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fonts = { load: vi.fn().mockRejectedValue(new Error('NetworkError')) } as unknown as FontFaceSet;
    await expect(loadCardFonts(fonts)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be loaded'), expect.any(Error));
  });

  it('warns when no face of the family is declared', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fonts, release } = fakeFonts([]);
    release();
    await loadCardFonts(fonts);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('is not declared'));
  });
});

describe('renderCardPreview', () => {
  /** An image that loads as soon as it gets its source. */
  class LoadingImage {
    naturalWidth = 60;
    naturalHeight = 40;
    decoding = 'auto';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(_value: string) {
      queueMicrotask(() => this.onload?.());
    }
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'fonts');
  });

  it('draws only once the card font has loaded', async () => {
    vi.stubGlobal('Image', LoadingImage);
    const { fonts, load, release } = fakeFonts();
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    const { context, texts } = recordingContext();
    const canvas = document.createElement('canvas');
    vi.spyOn(canvas, 'getContext').mockReturnValue(context);

    let done = false;
    const rendering = renderCardPreview(canvas, DESIGN).then(() => {
      done = true;
    });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    // Images are there, the font is not: nothing is drawn yet.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    expect(texts).toEqual([]);

    release();
    await rendering;
    expect(texts.map((line) => line.text)).toEqual([DESIGN.phone, DESIGN.address]);
    expect([canvas.width, canvas.height]).toEqual([900, 1500]);
  });
});
