// `npm start`: build the web app and the API server when their sources are newer than their builds, then
// run the compiled server (no TypeScript compiler at run time, ADR 028), which applies
// migrations, loads the demo data and serves everything on one port.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureServerBuilt } from './build-server.mjs';
import { isStale } from './freshness.mjs';
import { serverCommand } from './server-command.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
];

if (isStale(root, path.join(root, 'apps/web/dist/index.html'), webSources)) {
  console.log('khelo: building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@khelo/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await ensureServerBuilt();

const [command, args] = serverCommand();
const server = spawn(command, args, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
