// The command that runs the API server, shared by `npm start` (scripts/start.mjs) and `npm run cluster`
// (scripts/cluster-lib.mjs), so the cluster's processes are started exactly as a single server is.
// node itself with tsx's loader: signals (SIGTERM, SIGKILL) reach the server and nothing in between.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** [executable, arguments] of one API server process. */
export function serverCommand() {
  return [process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')]];
}
