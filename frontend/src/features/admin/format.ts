/** Dates of the back-office, the German way. */
const DATE = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function parsed(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2026-03-14T10:00:00Z' -> '14.03.2026' (local time); unreadable values as they are. */
export function formatDate(iso: string): string {
  const date = parsed(iso);
  return date === null ? iso : DATE.format(date);
}

/** '2026-03-14T10:00:00Z' -> '14.03.2026, 11:00' (local time). */
export function formatDateTime(iso: string): string {
  const date = parsed(iso);
  return date === null ? iso : DATE_TIME.format(date);
}

/** A calendar day 'YYYY-MM-DD' -> 'DD.MM.YYYY', without any time-zone shift. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
}

/** Spec §2: a message longer than this is cut, with 'Show more'. */
export const MESSAGE_PREVIEW_LENGTH = 79;

/** The first 79 characters (code points, so no emoji is split) of a longer message, else `null`. */
export function messagePreview(message: string): string | null {
  const characters = Array.from(message);
  return characters.length > MESSAGE_PREVIEW_LENGTH ? characters.slice(0, MESSAGE_PREVIEW_LENGTH).join('') : null;
}
