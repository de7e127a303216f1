/**
 * What the API says a product is and how it may be packed (`kind`,
 * `packingRule` on every product), shared so the features that show, design
 * and order products read the same data instead of guessing from names or
 * category numbers.
 */

export type ProductKind = 'card' | 'bottleOpener' | 'samplePack';

/** 'packedOnly': sold individually packed only (e.g. PrimeCard Plus). */
export type PackingRule = 'any' | 'packedOnly';
