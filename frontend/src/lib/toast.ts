/**
 * A tiny toast store. It lives outside React and Redux so that non-component
 * code (the common API error handler) can notify, and `<Toaster />` renders it.
 */
export type ToastKind = 'success' | 'info' | 'error';

export type Toast = { id: number; kind: ToastKind; message: string };

/** Spec §9: notifications stay 3000 ms. */
export const TOAST_DURATION_MS = 3000;

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  const remaining = toasts.filter((toast) => toast.id !== id);
  if (remaining.length !== toasts.length) {
    toasts = remaining;
    emit();
  }
}

export function showToast(kind: ToastKind, message: string): number {
  const id = nextId++;
  toasts = [...toasts, { id, kind, message }];
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
  );
  emit();
  return id;
}

export const toast = {
  success: (message: string) => showToast('success', message),
  info: (message: string) => showToast('info', message),
  error: (message: string) => showToast('error', message),
};

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

/** Removes every toast at once (tests, and a clean slate between renders). */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  toasts = [];
  emit();
}
