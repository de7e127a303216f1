import type { AnyObject, ObjectSchema } from 'yup';

import {
  createLineSchema,
  createProductSchema,
  createSampleSchema,
  createShippingSchema,
} from '@/features/admin/validation';
import { createProfileSchema, createSignUpSchema } from '@/features/auth/validation';
import { createCheckoutSchema } from '@/features/checkout/validation';
import { createContactSchema } from '@/features/contact/validation';
import {
  createCardOrderSchema,
  createMagnetOrderSchema,
  createOtherOrderSchema,
  createPreviewSchema,
} from '@/features/designer/validation';
import { printableTextError, type FieldKey } from '@/lib/printable-text';
import rules from '@/lib/rules.generated.json';
import { formErrors, validShipping } from '@/testing/forms';
import vectors from '@/testing/rule-vectors.generated.json';

const PIZZA = '🍕';
const RLO = '\u202e';
const CONTROL = 'Dieses Feld enthält unzulässige Steuerzeichen.';
const UNPRINTABLE_PIZZA =
  'Dieses Zeichen kann nicht gedruckt werden: „🍕“. Bitte verwenden Sie lateinische Buchstaben.';

function isField(field: string): field is FieldKey {
  return Object.hasOwn(rules.fields, field);
}

describe('printableTextError: the server’s verdicts (testing/rule-vectors.generated.json)', () => {
  it('has vectors to check', () => {
    expect(vectors.text.length).toBeGreaterThan(0);
  });

  it.each(vectors.text.map((vector) => [JSON.stringify(vector.input), vector.field, vector] as const))(
    '%s in %s',
    (_input, field, { input, message, value }) => {
      if (!isField(field)) throw new Error(`the rules name no field ${field}`);
      expect(printableTextError(input, field)).toBe(message ?? undefined);
      // An accepted text is what the server stores: its NFC form.
      if (message === null) expect(input.normalize('NFC')).toBe(value);
    },
  );
});

describe('printableTextError: the rule', () => {
  it('names the character, a whole emoji and not half of it', () => {
    expect(printableTextError(`Pizza ${PIZZA} GmbH`, 'companyName')).toBe(UNPRINTABLE_PIZZA);
  });

  it('never names a control character: it may be invisible', () => {
    expect(printableTextError(`Bistro${RLO}RAB`, 'companyName')).toBe(CONTROL);
  });

  it('lets line breaks pass only in multi-line fields', () => {
    expect(printableTextError('Zeile 1\r\nZeile 2', 'contactMessage')).toBeUndefined();
    expect(printableTextError('Zeile 1\nZeile 2', 'street')).toBe(CONTROL);
  });
});

type FormCase = {
  form: string;
  schema: ObjectSchema<AnyObject>;
  valid: Record<string, unknown>;
  field: string;
};

const LOGO = 'data:image/png;base64,iVBORw0KGgo=';

const checkoutValues = { ...validShipping, orderReference: 'PO-4711' };

const FORMS: FormCase[] = [
  {
    form: 'sign-up',
    schema: createSignUpSchema(),
    valid: { companyName: 'Pizzeria Roma', email: 'roma@example.test', phone: '+49 170 1234567', password: 'geheim1' },
    field: 'companyName',
  },
  {
    form: 'sign-up',
    schema: createSignUpSchema(),
    valid: { companyName: 'Pizzeria Roma', email: 'roma@example.test', phone: '+49 170 1234567', password: 'geheim1' },
    field: 'phone',
  },
  ...['companyName', 'phone', 'address'].map((field) => ({
    form: 'my data',
    schema: createProfileSchema(),
    valid: { companyName: 'Pizzeria Roma', phone: '+49 170 1234567', address: 'Hauptstr. 12 /41061/ Mönchengladbach' },
    field,
  })),
  {
    form: 'checkout',
    schema: createCheckoutSchema(),
    valid: { ...checkoutValues, termsAccepted: true },
    field: 'companyName',
  },
  {
    form: 'checkout',
    schema: createCheckoutSchema(),
    valid: { ...checkoutValues, termsAccepted: true },
    field: 'shippingAddress',
  },
  {
    form: 'checkout',
    schema: createCheckoutSchema(),
    valid: { ...checkoutValues, termsAccepted: true },
    field: 'orderReference',
  },
  {
    form: 'contact',
    schema: createContactSchema(),
    valid: { name: 'Luigi', email: 'luigi@example.test', phone: '+49 2161 987654', message: 'Hallo\nwie geht es?' },
    field: 'name',
  },
  {
    form: 'contact',
    schema: createContactSchema(),
    valid: { name: 'Luigi', email: 'luigi@example.test', phone: '+49 2161 987654', message: 'Hallo\nwie geht es?' },
    field: 'message',
  },
  {
    form: 'designer preview',
    schema: createPreviewSchema(),
    valid: { address: 'Hauptstraße 5', phone: '+49 2161 123456', url: 'https://pizzeria.example', logo: LOGO },
    field: 'address',
  },
  {
    form: 'designer preview',
    schema: createPreviewSchema(),
    valid: { address: 'Hauptstraße 5', phone: '+49 2161 123456', url: 'https://pizzeria.example', logo: LOGO },
    field: 'url',
  },
  {
    form: 'designer card order',
    schema: createCardOrderSchema(),
    valid: { processingType: 'Magnete einzeln', remarks: 'Bitte\nschnell', quantity: 1 },
    field: 'remarks',
  },
  {
    form: 'designer other order',
    schema: createOtherOrderSchema(),
    valid: { url: 'pizzeria.example', logo: LOGO, remarks: '', quantity: 2 },
    field: 'url',
  },
  {
    form: 'designer magnet order',
    schema: createMagnetOrderSchema(),
    valid: { processingType: 'Magnete einzeln', musterNum: 'MN-1001', remarks: '', quantity: 1 },
    field: 'musterNum',
  },
  {
    form: 'admin custom order shipping',
    schema: createShippingSchema(),
    valid: checkoutValues,
    field: 'responsableName',
  },
  { form: 'admin custom order shipping', schema: createShippingSchema(), valid: checkoutValues, field: 'city' },
  {
    form: 'admin custom order line',
    schema: createLineSchema(),
    valid: {
      productId: '2',
      phone: '+49 2161 123456',
      address: 'Hauptstraße 5',
      url: 'https://pizzeria.example',
      template: 'burger',
      processingType: 'Magnete einzeln',
      quantity: 1,
    },
    field: 'address',
  },
  {
    form: 'admin sample',
    schema: createSampleSchema(),
    valid: { musterNumber: 'MN-1001', restaurentName: 'Da Luigi', sampleImage: new Blob(['x']) },
    field: 'restaurentName',
  },
  {
    form: 'admin sample',
    schema: createSampleSchema(),
    valid: { musterNumber: 'MN-1001', restaurentName: 'Da Luigi', sampleImage: new Blob(['x']) },
    field: 'musterNumber',
  },
  ...['name', 'description', 'specialOffer'].map((field) => ({
    form: 'admin product',
    schema: createProductSchema(),
    valid: {
      name: 'PrimeCard',
      description: 'Zeile 1\nZeile 2',
      price: '54,90',
      relativePrice: '20,00',
      specialOffer: '',
      cardsPerPack: '100',
    },
    field,
  })),
];

describe('every form refuses what the documents cannot print, with the server’s text', () => {
  it.each(FORMS)('$form: the valid values pass ($field)', async ({ schema, valid }) => {
    expect(await formErrors(schema, valid)).toEqual({});
  });

  it.each(FORMS)('$form: $field refuses an emoji and a bidi override', async ({ schema, valid, field }) => {
    expect(await formErrors(schema, { ...valid, [field]: `Pizza ${PIZZA}` })).toEqual({ [field]: UNPRINTABLE_PIZZA });
    expect(await formErrors(schema, { ...valid, [field]: `Bis${RLO}tro` })).toEqual({ [field]: CONTROL });
  });

  it('checks the characters before the pattern and the length, as the server does', async () => {
    const schema = createCheckoutSchema();
    const valid = { ...checkoutValues, termsAccepted: true };
    expect(await formErrors(schema, { ...valid, phone: `+49 170${RLO}1234567` })).toEqual({ phone: CONTROL });
    expect(await formErrors(schema, { ...valid, companyName: `${PIZZA}${'P'.repeat(40)}` })).toEqual({
      companyName: UNPRINTABLE_PIZZA,
    });
  });
});
