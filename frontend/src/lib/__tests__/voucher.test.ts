import { isVoucherRefusal, voucherRefusalOf } from '../voucher';

describe('isVoucherRefusal', () => {
  it.each([
    'voucher.unknown',
    'voucher.expired',
    'voucher.not_yet_valid',
    'voucher.used_up',
    'voucher.not_applicable',
    'voucher.minimum_not_reached',
  ])('is true for %s', (code) => {
    expect(isVoucherRefusal(code)).toBe(true);
  });

  it.each(['request.invalid', 'conflict', 'not_found', 'vouchers', ''])('is false for %j', (code) => {
    expect(isVoucherRefusal(code)).toBe(false);
  });

  it('is false without a code', () => {
    expect(isVoucherRefusal(null)).toBe(false);
  });
});

describe('voucherRefusalOf', () => {
  it("is the server's message when its code refuses the discount code, whatever the words", () => {
    const answer = { status: 422, data: { code: 'voucher.used_up', message: 'Schon weg.' } };
    expect(voucherRefusalOf(answer)).toBe('Schon weg.');
  });

  it('is null for any other failure, even in the words of a refusal', () => {
    const message = 'Dieser Aktionscode ist ungültig.';
    expect(voucherRefusalOf({ status: 422, data: { code: 'request.invalid', message } })).toBeNull();
    expect(voucherRefusalOf({ status: 422, data: { message } })).toBeNull();
    expect(voucherRefusalOf({ status: 'FETCH_ERROR', error: 'TypeError' })).toBeNull();
  });
});
