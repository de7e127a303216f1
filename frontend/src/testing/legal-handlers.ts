/**
 * The fake of `GET /api/legal/{terms|imprint|privacy}`: the server's own
 * documents (`crates/app/src/legal/*.json`) with their placeholders filled in
 * from test data, as the server fills them from its settings. A placeholder
 * the fake does not know fails the test, so a typo in a document shows here.
 */
import { http, HttpResponse } from 'msw';

import { joinGerman, paymentMethodName } from '@/features/pages/legal-texts';
import type { LegalDocument } from '@/features/pages/legal-documents';

import imprint from '../../../crates/app/src/legal/imprint.json';
import privacy from '../../../crates/app/src/legal/privacy.json';
import terms from '../../../crates/app/src/legal/terms.json';

import { json } from './fake-answers';

/** The seller the fake server is configured with (the server's `SHOP_SELLER_*` settings). */
export const testSeller = {
  legalName: 'PrimeCards GmbH',
  street: 'Musterstraße 12',
  zip: '41061',
  city: 'Mönchengladbach',
  email: 'info@primecards.de',
  phone: '+49 2161 123 45 67',
  vatId: 'DE136695976',
  registerCourt: 'Amtsgericht Mönchengladbach',
  registerNumber: 'HRB 21345',
  managingDirectors: 'Max Mustermann',
  website: 'https://primecards.de',
} as const;

/** The methods the fake's `GET /api/shop/payment-methods` names, as the server writes them into the terms. */
export const testPaymentMethods = joinGerman(['card', 'paypal', 'klarna', 'sepa_debit'].map(paymentMethodName));

const placeholders: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(testSeller).map(([key, value]) => [`seller.${key}`, value])),
  paymentMethods: testPaymentMethods,
};

function filled(text: string): string {
  return text.replace(/\{([^{}]*)\}/g, (placeholder: string, name: string) => {
    if (!Object.hasOwn(placeholders, name)) throw new Error(`unknown placeholder ${placeholder} in "${text}"`);
    return placeholders[name];
  });
}

const documents: Readonly<Record<string, LegalDocument>> = { terms, imprint, privacy };

/** A document as the server answers it. */
export function servedLegalDocument(name: string): LegalDocument {
  const document = documents[name];
  return {
    ...document,
    sections: document.sections.map((section) => ({
      title: filled(section.title),
      paragraphs: section.paragraphs.map(filled),
    })),
  };
}

export const legalHandlers = [
  // Plain `http`: the server's OpenAPI document does not list these calls yet.
  http.get('/api/legal/:name', ({ params }) => {
    const name = String(params.name);
    if (!Object.hasOwn(documents, name)) return json('Ressource nicht gefunden', 404);
    return HttpResponse.json(servedLegalDocument(name));
  }),
];
