import {
  createShippingSchema,
  emptyShipping,
  normalizeShipping,
  toShippingInfo,
  type ShippingValues,
} from '../shipping';

import { formErrors, validShipping } from '@/testing/forms';

const INVALID_PHONE = 'Ungültige Telefonnummer';
const PHONE_TOO_LONG = 'Die Telefonnummer darf nicht länger als 20 Zeichen sein';

describe('the shared shipping schema', () => {
  it('passes the valid values', async () => {
    expect(await formErrors(createShippingSchema(), validShipping)).toEqual({});
  });

  it("says 'Pflichtfeld' for each empty required field, and nothing for the optional ones", async () => {
    const errors = await formErrors(createShippingSchema(), emptyShipping);
    expect(Object.keys(errors).sort()).toEqual(
      ['city', 'companyName', 'email', 'phone', 'responsableName', 'shippingAddress', 'zipCode'].sort(),
    );
    expect(new Set(Object.values(errors))).toEqual(new Set(['Pflichtfeld']));
  });

  it("asks for at least 5 digits, as the server does (checkout and the admin's custom order alike)", async () => {
    expect(await formErrors(createShippingSchema(), { ...validShipping, phone: '0170' })).toEqual({
      phone: INVALID_PHONE,
    });
    expect(await formErrors(createShippingSchema(), { ...validShipping, phone: '01701' })).toEqual({});
  });

  it('names the pattern before the length, as the server does, for a number wrong in both', async () => {
    const schema = createShippingSchema();
    expect(await formErrors(schema, { ...validShipping, phone: '0170-1234567-8901234567' })).toEqual({
      phone: INVALID_PHONE,
    });
    expect(await formErrors(schema, { ...validShipping, phone: '0170 1234567 8901234567' })).toEqual({
      phone: PHONE_TOO_LONG,
    });
  });

  it('counts characters, not UTF-16 units, after trimming', async () => {
    const schema = createShippingSchema();
    expect(await formErrors(schema, { ...validShipping, companyName: `  ${'Ä'.repeat(30)}  ` })).toEqual({});
    expect(await formErrors(schema, { ...validShipping, orderReference: 'R'.repeat(36) })).toEqual({
      orderReference: 'Die Bestellreferenz darf nicht länger als 35 Zeichen sein',
    });
  });
});

describe('what is kept and sent', () => {
  const typed: ShippingValues = {
    ...validShipping,
    responsableName: ' Luigi Rossi ',
    city: 'Mönchengladbach ',
    vatId: ' de 312.456-789 ',
    orderReference: '  PO-4711 ',
  };

  it('keeps the values trimmed, the USt-IdNr. compacted', () => {
    expect(normalizeShipping(typed)).toEqual({
      ...validShipping,
      vatId: 'DE312456789',
      orderReference: 'PO-4711',
    });
    expect(normalizeShipping(validShipping)).toEqual(validShipping);
  });

  it('sends the optional fields only when given', () => {
    expect(toShippingInfo(typed)).toEqual({
      responsableName: 'Luigi Rossi',
      companyName: 'Pizzeria Da Luigi',
      email: 'luigi@da-luigi.example',
      phone: '+49 2161 987654',
      shippingAddress: 'Bismarckstraße 12',
      zipCode: '41061',
      city: 'Mönchengladbach',
      vatId: 'DE312456789',
      orderReference: 'PO-4711',
    });
    const sent = toShippingInfo({ ...validShipping, vatId: ' - ', orderReference: '   ' });
    expect(sent).not.toHaveProperty('vatId');
    expect(sent).not.toHaveProperty('orderReference');
  });
});
