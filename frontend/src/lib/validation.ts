/**
 * Patterns shared by the shop's forms (spec §5). They match the API's own
 * checks (`crates/domain/src/values.rs`), so the browser refuses what the
 * server would refuse. The messages live with each feature's texts.
 */

/** Local part, @, domain, dot, at least two letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** Optional +49 or 0049, optional leading 0, then digits and spaces. */
export const GERMAN_PHONE_PATTERN = /^(?:\+49|0049)?\s*0?[0-9][0-9 ]*$/;
