/**
 * The server's verdicts (`testing/rule-vectors.generated.json`, written by the
 * API's tests from its own parsers and functions) run through the front end's
 * own code: the forms' yup schemas, the VAT-id handling, the quantity rules,
 * the cart's totals, the packing choices and prices and the logo's print
 * resolution. The server is the truth: a vector that fails here is a front
 * end rule to fix. The `text` group runs in printable-text.test.ts.
 */
import { reach, type AnyObject, type ObjectSchema, type Schema } from 'yup';

import { orderTotalsTexts } from '@/components/ui/order-totals';
import { adminTexts } from '@/features/admin/texts';
import { createLineSchema, createShippingSchema as createAdminShippingSchema } from '@/features/admin/validation';
import { authTexts } from '@/features/auth/texts';
import { createEmailSchema, createSignInSchema, createSignUpSchema } from '@/features/auth/validation';
import { cartTotals, clampQuantity } from '@/features/cart/cart-slice';
import type { CartItem } from '@/features/cart/types';
import { catalogTexts } from '@/features/catalog/texts';
import { checkoutTexts } from '@/features/checkout/texts';
import { createCheckoutSchema } from '@/features/checkout/validation';
import { contactTexts } from '@/features/contact/texts';
import { createContactSchema } from '@/features/contact/validation';
import { LOGO_BOX } from '@/lib/card-design/card-layout';
import { readImageSize } from '@/features/designer/image-size';
import { logoResolution } from '@/features/designer/logo-resolution';
import { packagingOptions, unitPrice } from '@/features/designer/packaging';
import { qrText } from '@/lib/card-design/qr-text';
import { designerTexts } from '@/features/designer/texts';
import {
  createCardOrderSchema,
  createMagnetOrderSchema,
  createOtherOrderSchema,
  createPreviewSchema,
} from '@/features/designer/validation';
import { ordersTexts } from '@/features/orders/texts';
import { imageFileTexts } from '@/lib/image-file';
import { netSubtotal, totalsFromNet } from '@/lib/money';
import { offeredPackings } from '@/lib/packing';
import type { PackingRule } from '@/lib/product-kind';
import { MAX_QUANTITY, maxLength, MIN_QUANTITY, UPLOAD_MAX_BYTES, VAT_PERCENT, type FieldKey } from '@/lib/rules';
import { emptyBillingAddress } from '@/lib/billing-address';
import { checkDigitOk, euTexts } from '@/lib/eu';
import { normalizeShipping, shippingTexts, toShippingInfo, type ShippingValues } from '@/lib/shipping';
import { formErrors, validShipping } from '@/testing/forms';
import vectors from '@/testing/rule-vectors.generated.json';

/** What the field's schema makes of `input` (trimmed, as it is checked). */
function castField(schema: ObjectSchema<AnyObject>, field: string, input: unknown): unknown {
  return (reach(schema, field) as Schema).cast(input);
}

/** A form of the shop, with values that pass and the field a group of vectors goes into. */
type FieldForm = { form: string; schema: ObjectSchema<AnyObject>; valid: Record<string, unknown>; field: string };

const LOGO = 'data:image/png;base64,iVBORw0KGgo=';

const shipping: ShippingValues = { ...validShipping, orderReference: 'PO-4711' };

const valid = {
  signIn: { email: 'roma@example.test', password: 'geheim1' },
  signUp: { companyName: 'Pizzeria Roma', email: 'roma@example.test', phone: '+49 170 1234567', password: 'geheim1' },
  email: { email: 'roma@example.test' },
  checkout: {
    ...shipping,
    billingDiffers: false,
    billing: emptyBillingAddress,
    businessBuyer: true,
    termsAccepted: true,
  },
  adminShipping: shipping,
  contact: { name: 'Luigi', email: 'luigi@example.test', phone: '+49 2161 987654', message: 'Hallo' },
  preview: { address: 'Hauptstraße 5', phone: '+49 2161 123456', url: 'https://pizzeria.example', logo: LOGO },
  cardOrder: { processingType: 'Magnete einzeln', remarks: '', quantity: 1 },
  otherOrder: { url: 'pizzeria.example', logo: LOGO, remarks: '', quantity: 2 },
  magnetOrder: { processingType: 'Magnete einzeln', musterNum: 'MN-1001', remarks: '', quantity: 1 },
  adminLine: {
    productId: '2',
    phone: '+49 2161 123456',
    address: 'Hauptstraße 5',
    url: 'https://pizzeria.example',
    template: 'burger',
    processingType: 'Magnete einzeln',
    quantity: 1,
  },
};

/** Every phone field of the shop. */
const PHONE_FORMS: FieldForm[] = [
  { form: 'sign-up', schema: createSignUpSchema(), valid: valid.signUp, field: 'phone' },
  { form: 'checkout', schema: createCheckoutSchema(), valid: valid.checkout, field: 'phone' },
  {
    form: 'admin custom order shipping',
    schema: createAdminShippingSchema(),
    valid: valid.adminShipping,
    field: 'phone',
  },
  { form: 'contact', schema: createContactSchema(), valid: valid.contact, field: 'phone' },
  { form: 'designer preview', schema: createPreviewSchema(), valid: valid.preview, field: 'phone' },
  { form: 'admin custom order line', schema: createLineSchema(), valid: valid.adminLine, field: 'phone' },
];

/** Every e-mail field of the shop. */
const EMAIL_FORMS: FieldForm[] = [
  { form: 'sign-in', schema: createSignInSchema(), valid: valid.signIn, field: 'email' },
  { form: 'sign-up', schema: createSignUpSchema(), valid: valid.signUp, field: 'email' },
  { form: 'forgot password / new activation mail', schema: createEmailSchema(), valid: valid.email, field: 'email' },
  { form: 'checkout', schema: createCheckoutSchema(), valid: valid.checkout, field: 'email' },
  {
    form: 'admin custom order shipping',
    schema: createAdminShippingSchema(),
    valid: valid.adminShipping,
    field: 'email',
  },
  { form: 'contact', schema: createContactSchema(), valid: valid.contact, field: 'email' },
];

/** The required web address fields (the card's QR code). */
const URL_FORMS: FieldForm[] = [
  { form: 'designer preview', schema: createPreviewSchema(), valid: valid.preview, field: 'url' },
  { form: 'admin custom order line', schema: createLineSchema(), valid: valid.adminLine, field: 'url' },
];

/** The bottle opener's web address may stay empty; given, it follows the same rules. */
const OPTIONAL_URL_FORMS: FieldForm[] = [
  { form: 'designer other order', schema: createOtherOrderSchema(), valid: valid.otherOrder, field: 'url' },
];

/** Every quantity a form takes. */
const QUANTITY_FORMS: FieldForm[] = [
  { form: 'designer card order', schema: createCardOrderSchema(), valid: valid.cardOrder, field: 'quantity' },
  { form: 'designer other order', schema: createOtherOrderSchema(), valid: valid.otherOrder, field: 'quantity' },
  { form: 'designer magnet order', schema: createMagnetOrderSchema(), valid: valid.magnetOrder, field: 'quantity' },
  { form: 'admin custom order line', schema: createLineSchema(), valid: valid.adminLine, field: 'quantity' },
];

/** Each form × each vector, named for the test's title. */
function cases<V extends { input: unknown }>(forms: FieldForm[], groupVectors: readonly V[]) {
  return forms.flatMap((form) =>
    groupVectors.map((vector) => ({ ...form, vector, input: JSON.stringify(vector.input) })),
  );
}

/** The server's verdict on the field: its message alone, or no error at all. */
async function expectVerdict({ schema, valid, field }: FieldForm, input: unknown, message: string | null) {
  expect(await formErrors(schema, { ...valid, [field]: input })).toEqual(message === null ? {} : { [field]: message });
}

const GROUPS = ['cart', 'email', 'logoDpi', 'phone', 'quantity', 'text', 'turnedPhoto', 'unitPrice', 'url', 'vatId'];

describe('the vector file', () => {
  it('has exactly the groups this file runs (and text, run in printable-text.test.ts)', () => {
    expect(Object.keys(vectors).sort()).toEqual(GROUPS);
  });
});

describe('phone: every phone field gives the server’s verdict', () => {
  it('has vectors to check', () => {
    expect(vectors.phone.length).toBeGreaterThan(0);
  });

  it.each(cases(PHONE_FORMS, vectors.phone))('$form: $input', async (form) => {
    const { input, message, value } = form.vector;
    await expectVerdict(form, input, message);
    // Accepted, the number is kept as the server stores it: trimmed.
    if (value !== null) expect(castField(form.schema, form.field, input)).toBe(value);
  });
});

describe('email: every e-mail field gives the server’s verdict', () => {
  it('has vectors to check', () => {
    expect(vectors.email.length).toBeGreaterThan(0);
  });

  it.each(cases(EMAIL_FORMS, vectors.email))('$form: $input', async (form) => {
    const { input, message, value } = form.vector;
    await expectVerdict(form, input, message);
    // The browser sends it trimmed, as typed; the server keeps it in lower case.
    if (value !== null) expect(String(castField(form.schema, form.field, input)).toLowerCase()).toBe(value);
  });
});

describe('url: every QR address field gives the server’s verdict, and the QR code its text', () => {
  it('has vectors to check', () => {
    expect(vectors.url.length).toBeGreaterThan(0);
  });

  it.each(cases(URL_FORMS, vectors.url))('$form: $input', async (form) => {
    const { input, message } = form.vector;
    await expectVerdict(form, input, message);
  });

  it.each(cases(OPTIONAL_URL_FORMS, vectors.url))('$form (optional): $input', async (form) => {
    const { input, message } = form.vector;
    // Left empty, the optional address is no address: nothing to refuse.
    await expectVerdict(form, input, input.trim() === '' ? null : message);
  });

  it.each(vectors.url.filter((vector) => vector.value !== null))(
    'qrText($input) is the server’s QR text',
    ({ input, value }) => {
      expect(qrText(input)).toBe(value);
    },
  );
});

describe('vatId: checkout’s USt-IdNr. gives the server’s verdict and keeps the server’s compact id', () => {
  const checkout = createCheckoutSchema();

  it('has vectors to check', () => {
    expect(vectors.vatId.length).toBeGreaterThan(0);
  });

  it.each(vectors.vatId)('$input', async ({ input, message, value }) => {
    // The vectors are the parser's verdicts; placing the order also checks a German number's check digit.
    const expected = message === null && value !== null && !checkDigitOk(value) ? euTexts.vatCheckDigit : message;
    expect(await formErrors(checkout, { ...valid.checkout, vatId: input })).toEqual(
      expected === null ? {} : { vatId: expected },
    );
    if (value === null) return;
    expect(normalizeShipping({ ...shipping, vatId: input }).vatId).toBe(value);
    // '' is no number: it is not sent at all.
    expect(toShippingInfo({ ...shipping, vatId: input }).vatId).toBe(value === '' ? undefined : value);
  });
});

describe('quantity: every quantity rule gives the server’s verdict', () => {
  it('has vectors to check', () => {
    expect(vectors.quantity.length).toBeGreaterThan(0);
  });

  it.each(cases(QUANTITY_FORMS, vectors.quantity))('$form: $input', async (form) => {
    const { input, message } = form.vector;
    await expectVerdict(form, input, message);
  });

  it.each(vectors.quantity)('the cart keeps $input only when the server takes it', ({ input, message }) => {
    if (message === null) expect(clampQuantity(input)).toBe(input);
    else expect(clampQuantity(input)).not.toBe(input);
    expect(clampQuantity(input)).toBeGreaterThanOrEqual(MIN_QUANTITY);
    expect(clampQuantity(input)).toBeLessThanOrEqual(MAX_QUANTITY);
  });
});

function cartItem(id: number, unitPrice: number, quantity: number): CartItem {
  return {
    id,
    name: `Artikel ${id}`,
    price: unitPrice,
    quantity,
    productType: 'PrimeProd',
    image: '',
    processingType: '',
    remarks: '',
    musterNum: '',
    templateCat: '',
    address: '',
    logo: '',
    url: '',
    phone: '',
  };
}

describe('cart: the totals are the server’s net, VAT and gross', () => {
  it('has vectors to check', () => {
    expect(vectors.cart.length).toBeGreaterThan(0);
  });

  it.each(vectors.cart.map((cart) => ({ ...cart, title: JSON.stringify(cart.lines) })))(
    '$title',
    ({ lines, net, vat, gross }) => {
      const items = lines.map((line, index) => cartItem(index + 1, line.unitPrice, line.quantity));
      const totals = cartTotals(items);
      expect(totals.subtotal).toBe(net);
      expect(totals.vat).toBe(vat);
      expect(totals.total).toBe(gross);
      // The order pages add up an order's lines the same way.
      expect(totalsFromNet(netSubtotal(lines))).toEqual(totals);
    },
  );
});

describe('unitPrice: the packing choices offered and their prices are the server’s', () => {
  it('has vectors to check', () => {
    expect(vectors.unitPrice.length).toBeGreaterThan(0);
  });

  it.each(vectors.unitPrice)(
    '$price + $relativePrice ($packingRule), $processing',
    ({ price, relativePrice, packingRule, processing, unitPrice: expected, message }) => {
      const product = { price, relativePrice, packingRule: packingRule as PackingRule };
      // The designer's select, and the shared rule the admin's custom order offers its choices by.
      const offered = packagingOptions(product).map((option) => option.value);
      const packing = processing === designerTexts.processing.packed ? 'packed' : 'loose';
      if (expected === null) {
        // Refused by the server ('Diese Verarbeitung wird …'): not offered.
        expect(message).not.toBeNull();
        expect(offered).not.toContain(processing);
        expect(offeredPackings(product.packingRule)).not.toContain(packing);
      } else {
        expect(offered).toContain(processing);
        expect(offeredPackings(product.packingRule)).toContain(packing);
        expect(unitPrice(product, processing)).toBe(expected);
      }
    },
  );
});

describe('logoDpi: the logo’s print resolution and verdict are the server’s', () => {
  it('has vectors to check', () => {
    expect(vectors.logoDpi.length).toBeGreaterThan(0);
  });

  it.each(vectors.logoDpi)('$width x $height px: $dpi dpi, $verdict', ({ width, height, dpi, verdict }) => {
    expect(logoResolution({ width, height }, LOGO_BOX)).toMatchObject({ dpi, verdict });
  });
});

describe('turnedPhoto: a turned photo is measured upright, as the server measures it', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('has vectors to check', () => {
    expect(vectors.turnedPhoto.length).toBeGreaterThan(0);
  });

  it.each(vectors.turnedPhoto)(
    'EXIF orientation $exifOrientation: $storedWidth x $storedHeight px stored, $measuredWidth x $measuredHeight px measured',
    async ({ exifOrientation, storedWidth, storedHeight, measuredWidth, measuredHeight }) => {
      // The browser's decoder (jsdom has none), as the HTML standard has it: with 'from-image' the
      // bitmap is the photo turned by its EXIF orientation (5 to 8 turn it a quarter), else as stored.
      const decode = vi.fn((_image: Blob, options?: ImageBitmapOptions) => {
        const turned = options?.imageOrientation === 'from-image' && exifOrientation >= 5;
        const [width, height] = turned ? [storedHeight, storedWidth] : [storedWidth, storedHeight];
        return Promise.resolve({ width, height, close: () => undefined });
      });
      vi.stubGlobal('createImageBitmap', decode);
      const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
      expect(await readImageSize(photo)).toEqual({ width: measuredWidth, height: measuredHeight });
    },
  );
});

describe('the texts name the numbers of the rules file', () => {
  const tooLong: [string, FieldKey][] = [
    [shippingTexts.validation.nameTooLong, 'contactPerson'],
    [shippingTexts.validation.companyNameTooLong, 'companyName'],
    [shippingTexts.validation.phoneTooLong, 'phone'],
    [shippingTexts.validation.shippingAddressTooLong, 'street'],
    [shippingTexts.validation.zipCodeTooLong, 'zipCode'],
    [shippingTexts.validation.cityTooLong, 'city'],
    [shippingTexts.validation.orderReferenceTooLong, 'orderReference'],
    [authTexts.validation.companyNameTooLong, 'companyName'],
    [authTexts.validation.phoneTooLong, 'phone'],
    [contactTexts.validation.nameTooLong, 'contactName'],
    [contactTexts.validation.phoneTooLong, 'phone'],
    [contactTexts.validation.messageTooLong, 'contactMessage'],
    [designerTexts.validation.addressTooLong, 'cardAddress'],
    [designerTexts.validation.phoneTooLong, 'phone'],
    [designerTexts.validation.urlTooLong, 'url'],
    [designerTexts.validation.sampleNumberTooLong, 'sampleNumber'],
    [designerTexts.validation.remarksTooLong, 'remarks'],
    [adminTexts.validation.phoneTooLong, 'phone'],
    [adminTexts.validation.addressTooLong, 'cardAddress'],
    [adminTexts.validation.urlTooLong, 'url'],
    [adminTexts.validation.musterNumberTooLong, 'sampleNumber'],
    [adminTexts.validation.nameTooLong, 'restaurantName'],
    [adminTexts.validation.productName, 'productName'],
    [adminTexts.validation.descriptionTooLong, 'productDescription'],
    [adminTexts.validation.specialOfferTooLong, 'specialOffer'],
    [catalogTexts.sampleLookup.tooLong, 'sampleNumber'],
  ];

  it.each(tooLong)('%s (%s)', (message, field) => {
    expect(message).toMatch(new RegExp(`\\b${maxLength(field)}\\b`));
  });

  it('the quantity messages name the range', () => {
    const range = `zwischen ${MIN_QUANTITY} und ${MAX_QUANTITY}`;
    expect(designerTexts.validation.quantity).toContain(range);
    expect(adminTexts.validation.quantity).toContain(range);
  });

  it('the VAT labels name the VAT percentage', () => {
    for (const label of [
      orderTotalsTexts.vat,
      adminTexts.orderDetail.order.vat,
      ordersTexts.grossTotal,
      checkoutTexts.pending.totalNote,
    ]) {
      expect(label).toContain(`${VAT_PERCENT} % MwSt`);
    }
  });

  it('the upload texts name the upload limit', () => {
    const megabytes = UPLOAD_MAX_BYTES / (1024 * 1024);
    expect(imageFileTexts.fileTooLarge).toContain(`${megabytes}MB`);
    expect(designerTexts.fields.logoHint).toContain(`${megabytes} MB`);
    expect(adminTexts.samples.fields.imageHint).toContain(`${megabytes} MB`);
  });
});
