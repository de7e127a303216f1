/**
 * The RTK Query slice (`api.ts`) loads with the first code that calls the
 * server through it, not with the app shell: /home for a visitor who is not
 * signed in needs none of it. The store waits here for the slice and adds its
 * reducer and middleware the moment the module has run, before any of its
 * hooks or thunks can reach the store.
 */
import type { api } from './api';

export type Api = typeof api;

let loaded: Api | null = null;
const waiting: Array<(loadedApi: Api) => void> = [];

/** Calls `attach` with the slice: at once when it has loaded, else as soon as it does. */
export function whenApiLoaded(attach: (loadedApi: Api) => void): void {
  if (loaded) attach(loaded);
  else waiting.push(attach);
}

/** Called once by `api.ts` when its slice exists. */
export function apiLoaded(loadedApi: Api): void {
  loaded = loadedApi;
  for (const attach of waiting.splice(0)) attach(loadedApi);
}
