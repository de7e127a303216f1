import { rmSync } from 'node:fs';

/** Removes the temporary database and data directory of the run. */
export default function globalTeardown(): void {
  const dir = process.env.PRIMECARDS_E2E_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
