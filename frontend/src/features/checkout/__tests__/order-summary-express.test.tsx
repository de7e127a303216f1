/**
 * The checkout summary with 'Express-Produktion': the surcharge is a line of
 * its own and part of the net; the VAT is reckoned on all that is taxed, the
 * Aktionscode's discount being the products' alone, and none for a tax-free
 * intra-community supply.
 */
import { screen } from '@testing-library/react';

import { renderWithProviders } from '@/testing/render';

import { OrderSummary } from '../components/order-summary';
import type { CheckoutItem } from '../types';

const magnets: CheckoutItem = {
  id: 5,
  name: 'Magnete mit Musternummer – 100 Stück',
  price: 4490,
  quantity: 2,
  productType: 'MBNprod',
  processingType: '',
  remarks: '',
  musterNum: 'MN-1002',
  templateCat: '',
  address: '',
  phone: '',
  url: '',
  logo: '',
};

/** The server's quote for 2 × 44,90 € with 10 % off, priced for German VAT. */
const quoted = { subtotal: 8980, vat: 1536, shipping: 0, total: 9618 };
const discount = { code: 'SOMMER10', cents: 898 };

function totalsShown(): [string, string][] {
  const summary = screen.getByRole('complementary', { name: 'Bestellübersicht' });
  return Array.from(summary.querySelectorAll('dl > div'), (row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ]);
}

function renderSummary(props: Partial<Parameters<typeof OrderSummary>[0]>) {
  return renderWithProviders(
    <OrderSummary
      items={[magnets]}
      totals={quoted}
      discount={discount}
      taxCategory="S"
      quotedTaxCategory="S"
      expressCents={null}
      voucherField={null}
      loadLogo={() => Promise.resolve(null)}
      {...props}
    />,
  );
}

describe('the checkout summary with the express surcharge', () => {
  it("shows the server's quote as it is without express", () => {
    renderSummary({});
    expect(totalsShown()).toEqual([
      ['Zwischensumme', '89,80 €'],
      ['Rabatt (Aktionscode SOMMER10)', '\u22128,98 €'],
      ['19 % MwSt', '15,36 €'],
      ['Versand', 'Kostenlos'],
      ['Gesamt', '96,18 €'],
    ]);
  });

  it('adds the surcharge to the net and the VAT to both, the discount staying the same', () => {
    renderSummary({ expressCents: 2990 });
    // 89,80 € + 29,90 € = 119,70 €; less 8,98 € = 110,72 €; 19 % of it is 21,0368 € -> 21,04 €.
    expect(totalsShown()).toEqual([
      ['Express-Produktion', '29,90 €'],
      ['Zwischensumme', '119,70 €'],
      ['Rabatt (Aktionscode SOMMER10)', '\u22128,98 €'],
      ['19 % MwSt', '21,04 €'],
      ['Versand', 'Kostenlos'],
      ['Gesamt', '131,76 €'],
    ]);
  });

  it('adds no VAT for a tax-free intra-community supply', () => {
    renderSummary({ expressCents: 2990, taxCategory: 'K' });
    expect(totalsShown()).toEqual([
      ['Express-Produktion', '29,90 €'],
      ['Zwischensumme', '119,70 €'],
      ['Rabatt (Aktionscode SOMMER10)', '\u22128,98 €'],
      ['Umsatzsteuer 0 % – steuerfreie innergemeinschaftliche Lieferung', '0,00 €'],
      ['Versand', 'Kostenlos'],
      ['Gesamt', '110,72 €'],
    ]);
  });
});
