import layout from '../../../../../design/card-layout.json';
import {
  ADDRESS_LINE,
  ADDRESS_STYLE,
  CARD_HEIGHT,
  CARD_WIDTH,
  CONTENT_PANEL,
  LOGO_BOX,
  MIN_FONT_SIZE,
  PHONE_LINE,
  PHONE_STYLE,
  QR_BOX,
  QR_QUIET_ZONE_MODULES,
  TEXT_COLOR,
} from '../card-layout';
import { QUIET_ZONE_MODULES } from '../qr';

describe('card layout', () => {
  it('keeps the names, values and shapes the preview has always used', () => {
    expect(CARD_WIDTH).toBe(450);
    expect(CARD_HEIGHT).toBe(750);
    expect(CONTENT_PANEL).toStrictEqual({ x: 20, y: 20, width: 410, height: 570, radius: 24 });
    expect(LOGO_BOX).toStrictEqual({ x: 110, y: 44, width: 230, height: 180 });
    expect(PHONE_LINE).toStrictEqual({ x: 225, y: 278, maxWidth: 380 });
    expect(ADDRESS_LINE).toStrictEqual({ x: 225, y: 318, maxWidth: 380 });
    expect(QR_BOX).toStrictEqual({ x: 130, y: 350, size: 190 });
  });

  it('takes every number from design/card-layout.json, which the print proof reads too', () => {
    expect([CARD_WIDTH, CARD_HEIGHT]).toEqual([layout.card.width, layout.card.height]);
    expect(layout.contentPanel).toMatchObject(CONTENT_PANEL);
    expect(layout.logoBox).toMatchObject(LOGO_BOX);
    expect(layout.phoneLine).toMatchObject(PHONE_LINE);
    expect(layout.addressLine).toMatchObject(ADDRESS_LINE);
    expect(layout.qrBox).toMatchObject(QR_BOX);
    expect(MIN_FONT_SIZE).toBe(layout.minFontSize);
    expect(TEXT_COLOR).toBe(layout.textColor);
    expect(QR_QUIET_ZONE_MODULES).toBe(layout.qrQuietZoneModules);
    expect(QUIET_ZONE_MODULES).toBe(layout.qrQuietZoneModules);
  });

  it("sets the phone line bold and the address line regular, at the layout's sizes", () => {
    expect(layout.phoneLine.bold).toBe(true);
    expect(layout.addressLine.bold).toBe(false);
    expect(PHONE_STYLE).toEqual({ size: layout.phoneLine.size, weight: 700 });
    expect(ADDRESS_STYLE).toEqual({ size: layout.addressLine.size, weight: 400 });
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(QR_BOX)).toBe(true);
    expect(Object.isFrozen(PHONE_LINE)).toBe(true);
  });
});
