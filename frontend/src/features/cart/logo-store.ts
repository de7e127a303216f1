/**
 * Where cart logos live. A logo is a data URL of up to ~5.5 MB, too big for
 * localStorage (about 5 MB per origin, shared by the whole cart), so a cart
 * line keeps only a reference, `idb:logo:<sha-256 of the data URL>`, and the
 * data URL goes to IndexedDB (database `primecards-logos`, store `logos`,
 * keyed by the hash). The same logo on several lines is stored once.
 *
 * Without IndexedDB (or when it fails), logos are kept in memory: they last
 * until the page is reloaded, and a warning is logged once. Stored logos no
 * cart line references any more are deleted after cart changes (debounced,
 * best effort).
 *
 * A line put back from an order keeps its logo's hosted URL instead
 * (`isHostedLogo`): that logo is not in this store, neither loaded nor collected.
 */
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { useEffect, useState } from 'react';

import { isHostedLogo } from '@/lib/cart-line';

import { sha256Hex } from './sha256';
import { loadCart } from './storage';
import type { CartItem } from './types';

export const LOGO_REF_PREFIX = 'idb:logo:';
export const LOGO_DB_NAME = 'primecards-logos';
export const LOGO_STORE_NAME = 'logos';
/** How long after the last cart change unreferenced logos are collected. */
export const LOGO_COLLECTION_DELAY_MS = 1500;
/**
 * A logo stored this recently is never collected: it may be on its way into
 * a cart line that the collection has not seen yet.
 */
export const FRESH_LOGO_MS = 60_000;

const memory = new Map<string, string>();
const storedAt = new Map<string, number>();
let database: UseStore | null | undefined;
let warned = false;

function warnOnce(error?: unknown) {
  if (warned) return;
  warned = true;
  console.warn('IndexedDB is not available: logos are kept in memory until the page is reloaded.', error ?? '');
}

/** The IndexedDB store, or `null` when this browser has none. */
function idb(): UseStore | null {
  if (database === undefined) {
    if (typeof indexedDB === 'undefined') {
      database = null;
      warnOnce();
    } else {
      database = createStore(LOGO_DB_NAME, LOGO_STORE_NAME);
    }
  }
  return database;
}

export function isLogoRef(value: string): boolean {
  return value.startsWith(LOGO_REF_PREFIX) && value.length > LOGO_REF_PREFIX.length;
}

function hashOf(ref: string): string {
  return ref.slice(LOGO_REF_PREFIX.length);
}

/** Stores a logo and returns the reference a cart line keeps instead of the data URL. */
export async function storeLogo(dataUrl: string): Promise<string> {
  const hash = await sha256Hex(dataUrl);
  storedAt.set(hash, Date.now());
  const store = idb();
  if (store) {
    try {
      await set(hash, dataUrl, store);
      return LOGO_REF_PREFIX + hash;
    } catch (error) {
      warnOnce(error);
    }
  }
  memory.set(hash, dataUrl);
  return LOGO_REF_PREFIX + hash;
}

/**
 * The data URL behind a cart line's `logo`, or `null` when it is empty or
 * the logo is gone. A data URL (a cart saved before references) is its own
 * logo. A hosted logo has no data URL here (`null`): it is used by its URL.
 */
export async function loadLogo(ref: string): Promise<string | null> {
  if (ref.startsWith('data:image/')) return ref;
  if (!isLogoRef(ref)) return null;
  const hash = hashOf(ref);
  const kept = memory.get(hash);
  if (kept !== undefined) return kept;
  const store = idb();
  if (!store) return null;
  try {
    const value = await get<unknown>(hash, store);
    return typeof value === 'string' ? value : null;
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

/** The logo references of `items`. */
export function logoRefsOf(items: readonly Pick<CartItem, 'logo'>[]): Set<string> {
  return new Set(items.map((item) => item.logo).filter(isLogoRef));
}

/**
 * Deletes every stored logo that none of `referenced` names, except logos
 * stored in the last minute. Returns how many were deleted.
 */
export async function collectUnusedLogos(referenced: ReadonlySet<string>, now = Date.now()): Promise<number> {
  const keep = (hash: string) => {
    const stored = storedAt.get(hash);
    return referenced.has(LOGO_REF_PREFIX + hash) || (stored !== undefined && now - stored < FRESH_LOGO_MS);
  };
  let deleted = 0;
  for (const hash of [...memory.keys()]) {
    if (!keep(hash)) {
      memory.delete(hash);
      storedAt.delete(hash);
      deleted++;
    }
  }
  // Without IndexedDB there is nothing more to look at; no warning just for looking.
  if (typeof indexedDB === 'undefined') return deleted;
  const store = idb();
  if (!store) return deleted;
  const stored = await keys<string>(store);
  for (const hash of stored) {
    if (typeof hash === 'string' && !keep(hash)) {
      await del(hash, store);
      storedAt.delete(hash);
      deleted++;
    }
  }
  return deleted;
}

let collectionTimer: ReturnType<typeof setTimeout> | undefined;
let latestItems: readonly Pick<CartItem, 'logo'>[] = [];

/**
 * Collects unused logos `LOGO_COLLECTION_DELAY_MS` after the last call. A
 * logo counts as used when this cart or the cart in localStorage (which
 * another tab may have written) references it.
 */
export function scheduleLogoCollection(items: readonly Pick<CartItem, 'logo'>[]): void {
  latestItems = items;
  clearTimeout(collectionTimer);
  collectionTimer = setTimeout(() => {
    const referenced = logoRefsOf([...latestItems, ...loadCart().items]);
    collectUnusedLogos(referenced).catch((error: unknown) => {
      console.warn('Could not clean up stored logos', error);
    });
  }, LOGO_COLLECTION_DELAY_MS);
}

export type LogoState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'found'; dataUrl: string }
  | { status: 'hosted'; url: string }
  | { status: 'missing' };

/** The logo behind a cart line's `logo` reference, loaded from the store; a hosted logo is its URL at once. */
export function useLogo(ref: string): LogoState {
  const [loaded, setLoaded] = useState<{ ref: string; dataUrl: string | null } | null>(null);
  const hosted = isHostedLogo(ref);

  useEffect(() => {
    if (ref === '' || hosted) return;
    let current = true;
    void loadLogo(ref).then((dataUrl) => {
      if (current) setLoaded({ ref, dataUrl });
    });
    return () => {
      current = false;
    };
  }, [ref, hosted]);

  if (ref === '') return { status: 'none' };
  if (hosted) return { status: 'hosted', url: ref };
  if (loaded === null || loaded.ref !== ref) return { status: 'loading' };
  return loaded.dataUrl === null ? { status: 'missing' } : { status: 'found', dataUrl: loaded.dataUrl };
}
