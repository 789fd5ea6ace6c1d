// `npm run cluster`: 3 API processes on PostgreSQL (DATABASE_URL) and Redis (REDIS_URL) behind HAProxy on one
// port (docs/deployment.md). CLUSTER_PORT (default 8080) is the balancer's, CLUSTER_API_PORTS the
// processes' (default the next three). Ctrl-C or SIGTERM stops the balancer and drains every process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { clusterPorts, startCluster } from './cluster-lib.mjs';

const root = path.resolve(import.meta.dirname, '..');
const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]?.trim());
if (missing.length > 0) {
  console.error(`khelo cluster: set ${missing.join(' and ')} first; every process must share them, e.g.
  export DATABASE_URL=postgres://user:password@127.0.0.1:5432/khelo
  export REDIS_URL=redis://127.0.0.1:6379
  npm run cluster`);
  process.exit(1);
}

let ports;
try {
  ports = clusterPorts();
} catch (error) {
  console.error(`khelo cluster: ${error.message}`);
  process.exit(1);
}

if (!existsSync(path.join(root, 'apps/web/dist/index.html')) || process.env.FORCE_BUILD === '1') {
  console.log('khelo: building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@khelo/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let cluster = null;
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('khelo cluster: stopping the balancer and draining the processes…');
  await cluster?.stop().catch((error) => console.error(`khelo cluster: ${error.message}`));
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

try {
  cluster = await startCluster({ lbPort: ports.lbPort, apiPorts: ports.apiPorts });
} catch (error) {
  console.error(`khelo cluster: ${error.message}`);
  await stop(1);
}
if (!stopping) {
  console.log(
    `khelo cluster: ${cluster.processes.length} processes (${ports.apiPorts.join(', ')}) behind HAProxy on ${cluster.url}`,
  );
  for (const entry of cluster.processes)
    entry.child.on('exit', (code, signal) => {
      if (!stopping)
        console.error(`khelo cluster: ${entry.name} exited (${signal ?? code}); the others carry on`);
    });
}
