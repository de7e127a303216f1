import 'fake-indexeddb/auto';

import { renderHook, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { createStore, get, keys } from 'idb-keyval';

import type * as LogoStoreModule from '../logo-store';
import { sha256Hex } from '../sha256';

type LogoStore = typeof LogoStoreModule;

const LOGO_A =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const LOGO_B = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';

/** A fresh copy of the module, as after a page reload (its in-memory state is gone). */
async function freshModule(): Promise<LogoStore> {
  vi.resetModules();
  return import('../logo-store');
}

function storedInDatabase() {
  return keys<string>(createStore('primecards-logos', 'logos'));
}

beforeEach(() => {
  // Every test starts with an empty IndexedDB.
  vi.stubGlobal('indexedDB', new IDBFactory());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('logo store with IndexedDB', () => {
  it('keeps the data URL in IndexedDB and returns a reference made of its SHA-256', async () => {
    const store = await freshModule();
    const ref = await store.storeLogo(LOGO_A);

    expect(ref).toBe(`idb:logo:${await sha256Hex(LOGO_A)}`);
    expect(ref).toMatch(/^idb:logo:[0-9a-f]{64}$/);
    expect(await get(ref.slice('idb:logo:'.length), createStore('primecards-logos', 'logos'))).toBe(LOGO_A);
    expect(await store.loadLogo(ref)).toBe(LOGO_A);
  });

  it('stores the same logo once', async () => {
    const store = await freshModule();
    const first = await store.storeLogo(LOGO_A);
    const second = await store.storeLogo(LOGO_A);
    expect(second).toBe(first);
    expect(await storedInDatabase()).toHaveLength(1);
  });

  it('finds a logo again after a reload', async () => {
    const ref = await (await freshModule()).storeLogo(LOGO_A);
    const reloaded = await freshModule();
    expect(await reloaded.loadLogo(ref)).toBe(LOGO_A);
  });

  it('answers null for an empty or unknown reference, and a data URL as itself', async () => {
    const store = await freshModule();
    expect(await store.loadLogo('')).toBeNull();
    expect(await store.loadLogo(`idb:logo:${'0'.repeat(64)}`)).toBeNull();
    expect(await store.loadLogo('idb:logo:')).toBeNull();
    expect(await store.loadLogo('https://example.test/logo.png')).toBeNull();
    expect(await store.loadLogo(LOGO_B)).toBe(LOGO_B);
  });

  it('collects logos no line references, but keeps referenced and freshly stored ones', async () => {
    const store = await freshModule();
    const kept = await store.storeLogo(LOGO_A);
    const dropped = await store.storeLogo(LOGO_B);

    // Within a minute of storing, nothing is collected: the line may not be in the cart yet.
    expect(await store.collectUnusedLogos(new Set())).toBe(0);

    const later = Date.now() + store.FRESH_LOGO_MS + 1;
    expect(await store.collectUnusedLogos(new Set([kept]), later)).toBe(1);
    expect(await store.loadLogo(kept)).toBe(LOGO_A);
    expect(await store.loadLogo(dropped)).toBeNull();
    expect(await storedInDatabase()).toEqual([kept.slice('idb:logo:'.length)]);
  });

  it('collects logos a previous page load left behind', async () => {
    const orphan = await (await freshModule()).storeLogo(LOGO_B);
    const reloaded = await freshModule();
    expect(await reloaded.collectUnusedLogos(new Set())).toBe(1);
    expect(await reloaded.loadLogo(orphan)).toBeNull();
  });

  it('collects after cart changes settle, keeping what this cart or the stored cart references', async () => {
    const store = await freshModule();
    const inThisCart = await store.storeLogo(LOGO_A);
    const inStoredCart = await store.storeLogo(LOGO_B);
    const unused = await store.storeLogo('data:image/png;base64,AAAA');
    window.localStorage.setItem(
      'shopping-cart',
      JSON.stringify({ items: [cartLine({ logo: inStoredCart })], itemCount: 1 }),
    );

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(Date.now() + store.FRESH_LOGO_MS + 1);
    store.scheduleLogoCollection([]);
    store.scheduleLogoCollection([cartLine({ logo: inThisCart })]);
    vi.advanceTimersByTime(store.LOGO_COLLECTION_DELAY_MS - 1);
    vi.useRealTimers();
    expect(await storedInDatabase()).toHaveLength(3);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(Date.now() + store.FRESH_LOGO_MS + 1);
    store.scheduleLogoCollection([cartLine({ logo: inThisCart })]);
    vi.advanceTimersByTime(store.LOGO_COLLECTION_DELAY_MS);
    vi.useRealTimers();

    await waitFor(async () => expect(await store.loadLogo(unused)).toBeNull());
    expect(await store.loadLogo(inThisCart)).toBe(LOGO_A);
    expect(await store.loadLogo(inStoredCart)).toBe(LOGO_B);
  });
});

describe('logo store without IndexedDB', () => {
  it('keeps logos in memory until the page is reloaded and warns once', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = await freshModule();

    const ref = await store.storeLogo(LOGO_A);
    await store.storeLogo(LOGO_B);
    expect(ref).toMatch(/^idb:logo:[0-9a-f]{64}$/);
    expect(await store.loadLogo(ref)).toBe(LOGO_A);
    expect(warn).toHaveBeenCalledTimes(1);

    expect(await (await freshModule()).loadLogo(ref)).toBeNull();
  });

  it('collects unused logos from memory as well', async () => {
    vi.stubGlobal('indexedDB', undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = await freshModule();
    const kept = await store.storeLogo(LOGO_A);
    const dropped = await store.storeLogo(LOGO_B);
    expect(await store.collectUnusedLogos(new Set([kept]), Date.now() + store.FRESH_LOGO_MS + 1)).toBe(1);
    expect(await store.loadLogo(dropped)).toBeNull();
    expect(await store.loadLogo(kept)).toBe(LOGO_A);
  });

  it('falls back to memory when IndexedDB fails', async () => {
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('The user denied permission', 'InvalidStateError');
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = await freshModule();

    const ref = await store.storeLogo(LOGO_A);
    expect(await store.loadLogo(ref)).toBe(LOGO_A);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('useLogo', () => {
  it('loads a stored logo, reports a missing one and nothing for no logo', async () => {
    const store = await freshModule();
    const ref = await store.storeLogo(LOGO_A);

    const { result, rerender } = renderHook(({ logo }) => store.useLogo(logo), { initialProps: { logo: ref } });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'found', dataUrl: LOGO_A }));

    rerender({ logo: `idb:logo:${'f'.repeat(64)}` });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'missing' }));

    rerender({ logo: '' });
    expect(result.current).toEqual({ status: 'none' });
  });
});

function cartLine(overrides: { logo: string }) {
  return {
    id: 2,
    name: 'PrimeCard Starter',
    price: 4990,
    quantity: 1,
    productType: 'PrimeProd',
    image: '/demo/products/product-2.svg',
    processingType: 'Magnete nicht einzeln verpackt',
    remarks: '',
    musterNum: '',
    templateCat: 'burger',
    address: 'Musterstraße 1',
    url: 'https://pizzeria.example',
    phone: '+49 170 1234567',
    ...overrides,
  };
}
