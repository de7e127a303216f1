/**
 * Reads the mails the API writes as `.eml` files into `$SHOP_DATA_DIR/mail`
 * (its file transport), and finds the links in them. Bodies are MIME
 * (multipart/alternative, text/plain + text/html), each part possibly
 * quoted-printable or base64 encoded: they are decoded before searching.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

function mailDir(): string {
  const dir = process.env.PRIMECARDS_E2E_DIR;
  if (!dir) throw new Error('PRIMECARDS_E2E_DIR is not set; run the journeys through playwright.config.ts');
  return path.join(dir, 'mail');
}

function splitHeaders(raw: string): { headers: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headers: raw, body: '' };
  return { headers: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

function header(headers: string, name: string): string | null {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0 && line.slice(0, colon).trim().toLowerCase() === name.toLowerCase()) {
      return line.slice(colon + 1).trim();
    }
  }
  return null;
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeEntity(raw: string): string {
  const { headers, body } = splitHeaders(raw);
  const contentType = header(headers, 'Content-Type') ?? 'text/plain';
  if (/^multipart\//i.test(contentType)) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return '';
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((segment) => !segment.startsWith('--'))
      .map((segment) => decodeEntity(segment.replace(/^\r?\n/, '')))
      .join('\n');
  }
  const encoding = (header(headers, 'Content-Transfer-Encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

export type Mail = { file: string; modifiedMs: number; headers: string; text: string };

/** Every mail in the folder, decoded, oldest first. */
async function readMails(): Promise<Mail[]> {
  let names: string[];
  try {
    names = (await readdir(mailDir())).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const mails = await Promise.all(
    names.map(async (name) => {
      const file = path.join(mailDir(), name);
      const [raw, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
      const { headers } = splitHeaders(raw);
      return { file, modifiedMs: info.mtimeMs, headers, text: decodeEntity(raw) };
    }),
  );
  return mails.sort((a, b) => a.modifiedMs - b.modifiedMs || a.file.localeCompare(b.file));
}

function isTo(mail: Mail, recipient: string): boolean {
  return (header(mail.headers, 'To') ?? '').toLowerCase().includes(recipient.toLowerCase());
}

/** The first link to `pathname` (e.g. '/activate') in a decoded mail, HTML entities undone. */
export function linkIn(mail: Mail, pathname: string): string | null {
  const escaped = pathname.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`https?://[^\\s"'<>]+${escaped}\\?[^\\s"'<>]+`).exec(mail.text);
  return match ? match[0].replace(/&amp;/g, '&') : null;
}

type WaitOptions = {
  /** Ignore mails older than this (ms since the epoch). */
  since?: number;
  /**
   * Wait until no further matching mail arrived for this long, then take the
   * newest. Needed when one action causes several mails.
   */
  settleMs?: number;
  timeoutMs?: number;
};

/**
 * Polls until a mail to `recipient` with a link to `pathname` exists and
 * returns the links of all such mails, newest first. File times have the
 * resolution of a kernel tick, so mails written in the same tick come in no
 * particular order among themselves.
 */
export async function waitForMailLinks(
  recipient: string,
  pathname: string,
  { since = 0, settleMs = 0, timeoutMs = 15_000 }: WaitOptions = {},
): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  let count = 0;
  let lastChange = Date.now();
  for (;;) {
    const matching = (await readMails()).filter(
      // Allow a second for coarse file times.
      (mail) => mail.modifiedMs >= since - 1000 && isTo(mail, recipient) && linkIn(mail, pathname) !== null,
    );
    if (matching.length !== count) {
      count = matching.length;
      lastChange = Date.now();
    }
    const settled = Date.now() - lastChange >= settleMs;
    if (matching.length > 0 && (settled || Date.now() >= deadline)) {
      return matching.reverse().map((mail) => linkIn(mail, pathname) as string);
    }
    if (Date.now() >= deadline) {
      throw new Error(
        `No mail to ${recipient} with a ${pathname} link within ${timeoutMs} ms (looked in ${mailDir()})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The link of the newest mail to `recipient` that links to `pathname`. */
export async function waitForMailLink(recipient: string, pathname: string, options: WaitOptions = {}): Promise<string> {
  const [newest] = await waitForMailLinks(recipient, pathname, options);
  return newest;
}
