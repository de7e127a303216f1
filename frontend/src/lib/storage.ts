/**
 * Small, failure-tolerant wrappers around Web Storage. Storage can be missing or
 * throw (private browsing, quota); the shop must keep working in memory then.
 */
type StorageKind = 'local' | 'session';

function storageOf(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(kind: StorageKind, key: string): string | null {
  try {
    return storageOf(kind)?.getItem(key) ?? null;
  } catch (error) {
    console.error(`Could not read "${key}" from ${kind}Storage`, error);
    return null;
  }
}

export function writeString(kind: StorageKind, key: string, value: string): void {
  try {
    storageOf(kind)?.setItem(key, value);
  } catch (error) {
    console.error(`Could not write "${key}" to ${kind}Storage`, error);
  }
}

export function removeKey(kind: StorageKind, key: string): void {
  try {
    storageOf(kind)?.removeItem(key);
  } catch (error) {
    console.error(`Could not remove "${key}" from ${kind}Storage`, error);
  }
}

/**
 * Reads a JSON value and checks its shape with `guard`. Unreadable JSON or a
 * value of the wrong shape is logged and read as `null`.
 */
export function readJson<T>(kind: StorageKind, key: string, guard: (value: unknown) => value is T): T | null {
  const raw = readString(kind, key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (guard(value)) return value;
    console.error(`Ignoring "${key}" in ${kind}Storage: unexpected shape`);
    return null;
  } catch (error) {
    console.error(`Ignoring "${key}" in ${kind}Storage: unreadable JSON`, error);
    return null;
  }
}

export function writeJson(kind: StorageKind, key: string, value: unknown): void {
  writeString(kind, key, JSON.stringify(value));
}
