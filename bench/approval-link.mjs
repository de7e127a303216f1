// Prints the path of the approval link mailed to a recipient (`/proof-approval?token=…`),
// waiting up to 30 s for the mail: node approval-link.mjs <mail-dir> <recipient>.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const [dir, recipient] = process.argv.slice(2);

/** Quoted-printable soft breaks and escapes undone, enough to read a link. */
function decoded(raw) {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(joined.replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

async function find() {
  const names = await readdir(dir).catch(() => []);
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const text = decoded(await readFile(path.join(dir, name), 'utf8'));
    if (!text.includes(recipient)) continue;
    const link = /\/proof-approval\?token=[A-Za-z0-9_-]+/.exec(text);
    if (link) return link[0];
  }
  return null;
}

const deadline = Date.now() + 30_000;
for (;;) {
  const found = await find();
  if (found) {
    console.log(found);
    break;
  }
  if (Date.now() > deadline) {
    console.error(`no approval link to ${recipient} in ${dir}`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
