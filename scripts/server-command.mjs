// The command that runs the API server, shared by `npm start` (scripts/start.mjs) and `npm run cluster`
// (scripts/cluster-lib.mjs), so the cluster's processes are started exactly as a single server is: node
// itself on the compiled bundle (ADR 028), so signals (SIGTERM, SIGKILL) reach the server and nothing in
// between. Callers run ensureServerBuilt() first.
import { serverNodeArgs, serverV8Flags } from './build-server.mjs';

/** The V8 flags of the server process (the benchmarks' in-process servers run with them too). */
export { serverV8Flags };

/** [executable, arguments] of one API server process. */
export function serverCommand() {
  return [process.execPath, serverNodeArgs];
}
