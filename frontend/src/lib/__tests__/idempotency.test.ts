import { endAttempt, IDEMPOTENCY_HEADER, idempotencyHeader } from '../idempotency';

const SLOT = 'test.attempt';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const keyFor = (body: unknown) => idempotencyHeader(SLOT, body)[IDEMPOTENCY_HEADER];

afterEach(() => endAttempt(SLOT));

describe('idempotencyHeader', () => {
  it('sends the same key for the same body again', () => {
    const first = keyFor({ orderLines: [{ productId: 2, qte: 1 }] });
    expect(first).toMatch(UUID);
    expect(keyFor({ orderLines: [{ productId: 2, qte: 1 }] })).toBe(first);
  });

  it('starts a new attempt with a new key when the body changed', () => {
    const first = keyFor({ qte: 1 });
    const changed = keyFor({ qte: 2 });
    expect(changed).toMatch(UUID);
    expect(changed).not.toBe(first);
    expect(keyFor({ qte: 1 })).not.toBe(first);
  });

  it('gives a new key once the attempt ended', () => {
    const first = keyFor({ qte: 1 });
    endAttempt(SLOT);
    expect(keyFor({ qte: 1 })).not.toBe(first);
  });

  it('keeps the attempt in sessionStorage, so a reload keeps the key', () => {
    const key = keyFor({ qte: 1 });
    expect(JSON.parse(window.sessionStorage.getItem(SLOT) ?? 'null')).toEqual({ key, body: '{"qte":1}' });
    endAttempt(SLOT);
    expect(window.sessionStorage.getItem(SLOT)).toBeNull();
  });

  it('keeps the attempt for the page when sessionStorage refuses to store it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('voll', 'QuotaExceededError');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const key = keyFor({ qte: 1 });
    expect(keyFor({ qte: 1 })).toBe(key);
  });

  it('makes a random UUID without crypto.randomUUID (not a secure context)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    try {
      expect(keyFor({ qte: 1 })).toMatch(UUID);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
