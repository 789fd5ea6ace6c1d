// `npm start`: build the web app and the API server when their sources are newer than their builds, then
// run the compiled server (no TypeScript compiler at run time, ADR 028), which applies
// migrations, loads the demo data and serves everything on one port.
//
// This process then becomes the server (process.execve, ADR 040): one node process is left, with this pid,
// so signals from the terminal, npm or a supervisor reach the server itself, and no parent process holds
// ~60 MB beside it. Where execve is missing (Node < 23.11, Windows) the server runs as a child instead.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { serverEntry, serverSources } from './build-server.mjs';
import { isStale } from './freshness.mjs';
import { serverCommand } from './server-command.mjs';

// Until this process is the server, SIGTERM/SIGINT end it at once, as their default action would (in a
// container it is PID 1, which has none).
const exitAtOnce = (signal) => process.exit(128 + os.constants.signals[signal]);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, exitAtOnce);

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
// The server is built by a process of its own (which checks again under the build lock): esbuild's service
// process is a child of the process that builds, and none may be left behind when this one becomes the server.
if (isStale(root, serverEntry, serverSources)) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs'), '--when-stale'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const [command, args] = serverCommand();
process.chdir(root);
try {
  process.execve?.(command, [command, ...args], process.env);
} catch (error) {
  if (error.code !== 'ERR_FEATURE_UNAVAILABLE_ON_PLATFORM') throw error;
}

const server = spawn(command, args, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.off(signal, exitAtOnce);
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
