/**
 * Names for the API's generated types (`api-schema.d.ts`, made from the
 * server's OpenAPI document by `npm run api:types`).
 */
import type { components } from './api-schema';

/** The server's DTOs, under the names its OpenAPI document gives them. */
export type Schemas = components['schemas'];

/**
 * `T` with some fields narrowed. The document types enum-like fields (`kind`,
 * `orderStatus`, `role` …) as plain strings and names their values only in
 * prose; the front end switches on those values. A field `T` does not have,
 * or a type that is not narrower than the server's, does not compile.
 */
export type Narrow<T, Fields extends { [K in keyof Fields]: K extends keyof T ? T[K] : never }> = Omit<
  T,
  keyof Fields
> &
  Fields;
