/** The contact form (spec §3 Message, without its id). */
export type ContactValues = { name: string; email: string; phone: string; message: string };
