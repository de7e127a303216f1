import { Blob as NodeBlob } from 'node:buffer';

import { formatPaymentTime, formatShippingDate } from '../format';
import { dataUrlToBlob } from '../place-order';
import { parseOrderId } from '../components/payment-pending-page';

describe('confirmation dates', () => {
  it('writes the shipping date the German way', () => {
    expect(formatShippingDate('2026-11-24')).toBe('24.11.2026');
    expect(formatShippingDate(null)).toBeNull();
    expect(formatShippingDate('24.11.2026')).toBeNull();
  });

  it('writes the payment time in German time, winter and summer', () => {
    expect(formatPaymentTime('2026-11-23T09:14:05Z')).toBe('23.11.2026, 10:14 Uhr');
    expect(formatPaymentTime('2026-07-01T22:30:00Z')).toBe('02.07.2026, 00:30 Uhr');
    expect(formatPaymentTime(null)).toBeNull();
    expect(formatPaymentTime('gestern')).toBeNull();
  });
});

describe('order ids from the link', () => {
  it.each([
    ['42', 42],
    [' 7 ', 7],
    ['0', null],
    ['-1', null],
    ['4.5', null],
    ['12abc', null],
    ['1e3', null],
  ])('%j -> %j', (raw, id) => {
    expect(parseOrderId(raw)).toBe(id);
  });
});

describe('dataUrlToBlob', () => {
  beforeEach(() => vi.stubGlobal('Blob', NodeBlob));
  afterEach(() => vi.unstubAllGlobals());

  it('decodes a base64 data URL with its media type', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,iVBORw0KGgo=');
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  it('decodes a percent-encoded data URL', async () => {
    const blob = dataUrlToBlob('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E');
    expect(blob.type).toBe('image/svg+xml');
    expect(await blob.text()).toBe('<svg/>');
  });

  it('refuses what is not a data URL', () => {
    expect(() => dataUrlToBlob('idb:logo:abc')).toThrow(TypeError);
  });
});
