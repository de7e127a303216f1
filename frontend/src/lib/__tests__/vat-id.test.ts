import { compactVatId, isVatId, VAT_ID_FORMATS } from '../vat-id';

describe('compactVatId', () => {
  it('drops spaces, dots and dashes and writes capitals', () => {
    expect(compactVatId(' de 123.456-789 ')).toBe('DE123456789');
    expect(compactVatId('atu\t12345678')).toBe('ATU12345678');
    expect(compactVatId(' - . ')).toBe('');
  });
});

describe('isVatId', () => {
  it('knows the 27 member states plus Northern Ireland, Greece as EL', () => {
    expect(Object.keys(VAT_ID_FORMATS)).toHaveLength(28);
    expect(Object.keys(VAT_ID_FORMATS)).toContain('EL');
    expect(Object.keys(VAT_ID_FORMATS)).toContain('XI');
    expect(Object.keys(VAT_ID_FORMATS)).not.toContain('GR');
  });

  it.each([
    'ATU12345678',
    'BE0123456789',
    'BE1234567890',
    'BG123456789',
    'BG1234567890',
    'CY12345678X',
    'CZ12345678',
    'CZ1234567890',
    'DE123456789',
    'DK12345678',
    'EE123456789',
    'EL123456789',
    'ESX1234567X',
    'ES12345678Z',
    'FI12345678',
    'FRXX123456789',
    'FR12123456789',
    'HR12345678901',
    'HU12345678',
    'IE1234567T',
    'IE1234567WA',
    'IE1+23456W',
    'IE1*23456W',
    'IT12345678901',
    'LT123456789',
    'LT123456789012',
    'LU12345678',
    'LV12345678901',
    'MT12345678',
    'NL123456789B01',
    'PL1234567890',
    'PT123456789',
    'RO12',
    'RO1234567890',
    'SE123456789012',
    'SI12345678',
    'SK1234567890',
    'XI123456789',
    'XI123456789012',
    'XIGD123',
    'XIHA123',
  ])('accepts %s', (id) => {
    expect(isVatId(id)).toBe(true);
  });

  it.each([
    ['de 312 456 789', 'lower case with spaces'],
    ['DE-312.456.789', 'dots and dashes'],
    ['atu12345678', 'lower-case prefix'],
  ])('accepts %j (%s)', (id) => {
    expect(isVatId(id)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['DE', 'prefix only'],
    ['DE12345678', 'one digit short'],
    ['DE1234567890', 'one digit too many'],
    ['123456789', 'no prefix'],
    ['GR123456789', 'Greece is EL'],
    ['US123456789', 'no EU country'],
    ['AT12345678', 'Austria needs its U'],
    ['BE2123456789', 'Belgium starts with 0 or 1'],
    ['CY123456789', 'Cyprus ends with a letter'],
    ['FRI1123456789', 'France: no I or O in the key'],
    ['FRIO123456789', 'France: no I or O in the key'],
    ['IE1234567X', 'Ireland: check letter A-W'],
    ['NL123456789A01', 'the Netherlands need their B'],
    ['RO1', 'Romania: at least two digits'],
    ['RO12345678901', 'Romania: at most ten digits'],
    ['XIGD1234', 'Northern Ireland: GD and three digits'],
    ['DE123456789X', 'anything after the number'],
    ['DE 123456789/1', 'another separator'],
  ])('refuses %j (%s)', (id) => {
    expect(isVatId(id)).toBe(false);
  });
});
