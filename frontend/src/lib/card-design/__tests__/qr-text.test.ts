import { qrText } from '../qr-text';

describe('qrText', () => {
  // The examples of the server's rule, WebsiteUrl::qr_text (crates/domain/src/values.rs).
  it.each([
    ['www.pizzeria-roma.de', 'https://www.pizzeria-roma.de'],
    ['pizzeria-roma.de/karte', 'https://pizzeria-roma.de/karte'],
    ['http://roma.de', 'http://roma.de'],
    ['HTTPS://Roma.de', 'HTTPS://Roma.de'],
  ])('turns %s into %s', (url, expected) => {
    expect(qrText(url)).toBe(expected);
  });

  it('trims the address first', () => {
    expect(qrText('  www.x.de \n')).toBe('https://www.x.de');
    expect(qrText(' https://x.de ')).toBe('https://x.de');
  });

  it('takes only a whole scheme as one', () => {
    expect(qrText('http.de')).toBe('https://http.de');
    expect(qrText('https-roma.de')).toBe('https://https-roma.de');
  });
});
