/**
 * The print resolution of an uploaded logo: the logo is fitted (contain) into
 * its box of the layout, so its effective dpi follows from its pixel size and
 * the box in millimetres. The server checks the same formula in float64
 * (f64, `LogoPrintRule::assess` in crates/domain/src/print.rs); the
 * arithmetic is kept step for step, so both agree at the boundaries, and the
 * verdicts carry the server's names ('sharp', 'low' warns, 'tooSmall'
 * refuses). Box and thresholds come from `design/card-layout.json`, which
 * the server's print proof reads too.
 */
import { LOGO_DPI } from '@/lib/card-design/card-layout';
import { designerTexts } from './texts';

const MM_PER_INCH = 25.4;
/** Layout units per millimetre (1 unit = 0.1 mm). */
const UNITS_PER_MM = 10;

/** A decoded image's size in pixels, both sides > 0. */
export type PixelSize = { width: number; height: number };
/** A logo box of the layout, in layout units. */
export type LogoBoxSize = { readonly width: number; readonly height: number };
export type DpiThresholds = { readonly minimum: number; readonly recommended: number };

export type LogoResolution = {
  /** The effective dpi, unrounded: the verdict is taken on it. */
  exact: number;
  /** Rounded down, as the texts show it. */
  dpi: number;
  verdict: 'sharp' | 'low' | 'tooSmall';
  /** The smallest pixel size of this aspect ratio that reaches the minimum. */
  minWidth: number;
  minHeight: number;
};

export function logoResolution(
  { width, height }: PixelSize,
  box: LogoBoxSize,
  thresholds: DpiThresholds = LOGO_DPI,
): LogoResolution {
  const mmW = box.width / UNITS_PER_MM;
  const mmH = box.height / UNITS_PER_MM;
  // Fitted into the box, the side that fills it sets the scale: the larger pixels per mm.
  const exact = Math.max(width / mmW, height / mmH) * MM_PER_INCH;
  const tooSmall = exact < thresholds.minimum;
  const low = !tooSmall && exact < thresholds.recommended;
  return {
    exact,
    dpi: Math.floor(exact),
    verdict: tooSmall ? 'tooSmall' : low ? 'low' : 'sharp',
    minWidth: Math.ceil((width * thresholds.minimum) / exact),
    minHeight: Math.ceil((height * thresholds.minimum) / exact),
  };
}

export type LogoResolutionNote = { kind: 'warning' | 'refusal'; message: string };

/** What the customer is told: a warning below the recommended dpi, a refusal below the minimum. */
export function logoResolutionNote(
  resolution: LogoResolution,
  thresholds: DpiThresholds = LOGO_DPI,
): LogoResolutionNote | null {
  const texts = designerTexts.logoResolution;
  switch (resolution.verdict) {
    case 'tooSmall':
      return {
        kind: 'refusal',
        message: texts.tooSmall(resolution.dpi, resolution.minWidth, resolution.minHeight),
      };
    case 'low':
      return { kind: 'warning', message: texts.low(resolution.dpi, thresholds.recommended) };
    case 'sharp':
      return null;
  }
}
