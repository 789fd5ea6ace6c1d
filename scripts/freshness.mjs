// When `npm start` and the e2e server rebuild: an output older than any file of its sources is stale.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when `output` is missing, older than a file under `sources` (paths under root), or FORCE_BUILD=1. */
export function isStale(root, output, sources) {
  if (process.env.FORCE_BUILD === '1' || !existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > builtAt);
}
