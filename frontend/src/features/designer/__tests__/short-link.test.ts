import { designShortLink, placeholderShortLink, qrDestinationText } from '../short-link';

const FORMAT = { base: 'https://shop.example/q/', codeLength: 10 };

describe('the short link of a design', () => {
  it('stands in with as many X as a code has characters', () => {
    expect(placeholderShortLink(FORMAT)).toBe('https://shop.example/q/XXXXXXXXXX');
    expect(placeholderShortLink({ ...FORMAT, codeLength: 4 })).toBe('https://shop.example/q/XXXX');
  });

  it('names no link for a format it cannot use', () => {
    expect(placeholderShortLink({ ...FORMAT, base: ' ' })).toBeNull();
    expect(placeholderShortLink({ ...FORMAT, codeLength: 0 })).toBeNull();
    expect(placeholderShortLink({ ...FORMAT, codeLength: 2.5 })).toBeNull();
    expect(placeholderShortLink({ ...FORMAT, codeLength: 1000 })).toBeNull();
  });

  it('carries the short link only when the customer chose it and it is known', () => {
    const link = 'https://shop.example/q/XXXXXXXXXX';
    expect(designShortLink('short', link)).toBe(link);
    expect(designShortLink('direct', link)).toBeNull();
    // Format still loading or failed: the code carries the address.
    expect(designShortLink('short', null)).toBeNull();
  });

  it('says where the code leads: the link, then the address as the QR text writes it', () => {
    expect(qrDestinationText(' www.roma.de ', 'https://shop.example/q/XXXXXXXXXX')).toBe(
      'QR-Code führt zu: https://shop.example/q/XXXXXXXXXX → https://www.roma.de',
    );
    expect(qrDestinationText('HTTP://Roma.de/karte', null)).toBe('QR-Code führt zu: HTTP://Roma.de/karte');
  });
});
