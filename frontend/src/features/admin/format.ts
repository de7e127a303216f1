/** Spec §2: a message longer than this is cut, with 'Show more'. */
export const MESSAGE_PREVIEW_LENGTH = 79;

/** The first 79 characters (code points, so no emoji is split) of a longer message, else `null`. */
export function messagePreview(message: string): string | null {
  const characters = Array.from(message);
  return characters.length > MESSAGE_PREVIEW_LENGTH ? characters.slice(0, MESSAGE_PREVIEW_LENGTH).join('') : null;
}
