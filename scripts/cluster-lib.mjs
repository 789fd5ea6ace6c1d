// The cluster of `npm run cluster` (docs/deployment.md): N API processes started as `npm start` starts one
// (server-command.mjs), behind HAProxy from Debian's packages on one port. Used by scripts/cluster.mjs,
// the cluster tests (apps/server/test/cluster/) and bench/cluster.ts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuilt } from './build-server.mjs';
import { serverCommand } from './server-command.mjs';

const root = path.resolve(import.meta.dirname, '..');
const HAPROXY_PATHS = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'];

/** The installed haproxy, else installs Debian's package (as root), else throws saying what to install. */
export function ensureHaproxy(log = (line) => console.log(line)) {
  const found = HAPROXY_PATHS.find((candidate) => existsSync(candidate));
  if (found) return found;
  if (process.getuid?.() !== 0)
    throw new Error('haproxy is missing; install it with: sudo apt-get install -y haproxy');
  log("khelo: installing Debian's haproxy for the load balancer…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // The two cluster test files start side by side: the second apt-get waits for the first one's lock
  // (then finds haproxy installed) instead of failing on it.
  const wait = ['-o', 'DPkg::Lock::Timeout=300'];
  for (const args of [
    [...wait, 'update', '-qq'],
    [...wait, 'install', '-y', '-qq', 'haproxy'],
  ]) {
    const run = spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (run.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${run.status})`);
  }
  const installed = HAPROXY_PATHS.find((candidate) => existsSync(candidate));
  if (!installed) throw new Error('haproxy is still missing after apt-get install haproxy');
  return installed;
}

/**
 * HAProxy's configuration: round robin over the API processes, each checked on /readyz every 500 ms (out
 * after 3 failures, back after 2 successes; a check may take 2 s on a loaded machine); a refused connection is retried on another process
 * (redispatch), so a process that died or is draining loses no request that it never received. No
 * keep-alive towards the processes (http-server-close): a closed process never holds a reused connection.
 * socket.io runs on WebSocket only (ADR 033); its backend also sets a cookie, so that a browser
 * that falls back to long-polling keeps talking to the process that knows its session.
 */
export function haproxyConfig({ host, port, servers }) {
  // Each process also as an unchecked backup: when every check fails at once (a machine too loaded to
  // answer /readyz in time), requests still go out instead of a 503 from the balancer.
  const lines = (prefix) => [
    ...servers.map(
      (server) => `  server ${server.name} ${server.host}:${server.port} check${prefix(server)}`,
    ),
    ...servers.map(
      (server) => `  server ${server.name}-fallback ${server.host}:${server.port} backup${prefix(server)}`,
    ),
  ];
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout check 2s
  option http-server-close
  option forwardfor
  option redispatch
  retries 3
  retry-on conn-failure empty-response
  default-server inter 500ms fall 3 rise 2

frontend khelo
  bind ${host}:${port}
  acl socketio path_beg /socket.io/
  use_backend sockets if socketio
  default_backend api

backend api
  balance roundrobin
  option allbackups
  option httpchk GET /readyz
  http-check expect status 200
${lines(() => '').join('\n')}

backend sockets
  balance roundrobin
  cookie KHELO_SIO insert indirect nocache httponly
  option allbackups
  option httpchk GET /readyz
  http-check expect status 200
${lines((server) => ` cookie ${server.name}`).join('\n')}
`;
}

/** Ports of the cluster from the environment: CLUSTER_PORT (the balancer) and CLUSTER_API_PORTS. */
export function clusterPorts(env = process.env) {
  const lbPort = Number(env.CLUSTER_PORT ?? env.PORT ?? 8080);
  const apiPorts = (env.CLUSTER_API_PORTS ?? `${lbPort + 1},${lbPort + 2},${lbPort + 3}`)
    .split(',')
    .map((item) => Number(item.trim()));
  for (const value of [lbPort, ...apiPorts])
    if (!Number.isInteger(value) || value < 1 || value > 65_535)
      throw new Error(`CLUSTER_PORT / CLUSTER_API_PORTS: ${value} is not a port`);
  return { lbPort, apiPorts };
}

function portFree(host, port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * `count` ports of [from, to] that can be listened on now. On a busy machine an outgoing connection may hold
 * any port of the ephemeral range as its local port for minutes, a port of ours too: tests and the bench
 * take the ports of their range that are free.
 */
export async function freePorts(count, from, to, host = '127.0.0.1') {
  const found = [];
  for (let port = from; port <= to && found.length < count; port++)
    if (await portFree(host, port)) found.push(port);
  if (found.length < count) throw new Error(`fewer than ${count} free ports in ${from}-${to}`);
  return found;
}

async function waitUntil(what, probe, timeoutMs, failed = () => null) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const why = failed();
    if (why) throw new Error(`${what}: ${why}`);
    if (await probe().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`${what}: timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const readyAt = (url) => async () => (await fetch(`${url}/readyz`)).ok;

/**
 * Starts the API processes and the balancer; answers handles to stop, kill and restart processes.
 * `env` goes to every process (DATABASE_URL and REDIS_URL among it); `output` 'inherit' or 'pipe'.
 */
export async function startCluster({
  env = process.env,
  host = '127.0.0.1',
  lbPort,
  apiPorts,
  portRange,
  output = 'inherit',
  log = (line) => console.log(line),
  readyTimeoutMs = 180_000,
}) {
  const haproxy = ensureHaproxy(log);
  // The tests run before CI's build: the processes run the bundle, rebuilt here when stale.
  await ensureServerBuilt();
  // With a port range, a port taken between the check and the listen (see freePorts) is replaced by
  // another free one of the range.
  const spare = async () => {
    if (!portRange) return null;
    const taken = new Set([lbPort, ...processes.map((entry) => entry.port)]);
    const candidates = await freePorts(taken.size + 1, portRange[0], portRange[1], host);
    return candidates.find((port) => !taken.has(port)) ?? null;
  };
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'khelo-cluster-'));
  const [command, args] = serverCommand();
  const processes = apiPorts.map((port, index) => ({
    name: `api${index + 1}`,
    host,
    port,
    url: `http://${host}:${port}`,
    child: null,
    stderr: '',
  }));

  function launch(entry) {
    const child = spawn(command, args, {
      cwd: root,
      env: {
        ...env,
        HOST: host,
        PORT: String(entry.port),
        KHELO_INSTANCE: entry.name,
        // The balancer's X-Forwarded-For names the client (per-IP limits, the tables' same-network rule).
        TRUST_PROXY: env.TRUST_PROXY ?? 'loopback',
        // A stopping process serves on for 2 s with /readyz at 503: the balancer's checks (every 500 ms,
        // out after 3 failures) take it out before its listener closes.
        SHUTDOWN_DELAY_MS: env.SHUTDOWN_DELAY_MS ?? '2000',
        // Links and the CSP use the balancer's address, not the process's own.
        WEB_ORIGIN: env.WEB_ORIGIN ?? `http://${host}:${lbPort}`,
      },
      stdio: ['ignore', output, output === 'inherit' ? 'inherit' : 'pipe'],
    });
    entry.child = child;
    entry.stderr = '';
    if (output !== 'inherit') {
      child.stdout?.resume();
      child.stderr?.on('data', (chunk) => (entry.stderr = (entry.stderr + chunk).slice(-4000)));
    }
    return child;
  }

  const exited = (entry) =>
    entry.child && entry.child.exitCode !== null ? `${entry.name} exited: ${entry.stderr.trim()}` : null;

  async function ready(entry) {
    await waitUntil(`${entry.name} on ${entry.port}`, readyAt(entry.url), readyTimeoutMs, () =>
      exited(entry),
    );
  }

  const configFile = path.join(workDir, 'haproxy.cfg');
  let url = '';
  let lb = null;
  let lbErr = '';
  function startBalancer() {
    writeFileSync(configFile, haproxyConfig({ host, port: lbPort, servers: processes }));
    url = `http://${host}:${lbPort}`;
    lbErr = '';
    lb = spawn(haproxy, ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
    lb.stderr.on('data', (chunk) => (lbErr = (lbErr + chunk).slice(-4000)));
    return waitUntil(`haproxy on ${lbPort}`, readyAt(url), 20_000, () =>
      lb.exitCode !== null ? `haproxy exited: ${lbErr.trim().split('\n').at(-2) ?? lbErr.trim()}` : null,
    );
  }

  try {
    // One at a time: the first applies the migrations and the demo data, the others find them done.
    for (const entry of processes) {
      for (let attempt = 1; ; attempt++) {
        launch(entry);
        try {
          await ready(entry);
          break;
        } catch (error) {
          const port = /EADDRINUSE/.test(entry.stderr) && attempt < 10 ? await spare() : null;
          if (port === null) throw error;
          entry.port = port;
          entry.url = `http://${host}:${port}`;
        }
      }
    }
    // The port may be held for a moment by an outgoing connection that took it as its local port.
    for (let attempt = 1; ; attempt++) {
      try {
        await startBalancer();
        break;
      } catch (error) {
        if (attempt >= 10 || !/Address already in use/.test(lbErr)) throw error;
        lbPort = (await spare()) ?? lbPort;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  } catch (error) {
    lb?.kill('SIGKILL');
    for (const entry of processes) entry.child?.kill('SIGKILL');
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }

  const byName = (name) => {
    const entry = processes.find((item) => item.name === name);
    if (!entry) throw new Error(`no process ${name}`);
    return entry;
  };
  const waitExit = (child) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => child.once('exit', () => resolve()));

  return {
    url,
    lbPort,
    processes,
    lbErr: () => lbErr,
    /** SIGKILL: the process dies at once, in the middle of whatever it does. */
    async kill(name) {
      const entry = byName(name);
      entry.child.kill('SIGKILL');
      await waitExit(entry.child);
    },
    /** SIGTERM: the process drains and exits; answers its exit code. */
    async terminate(name) {
      const entry = byName(name);
      entry.child.kill('SIGTERM');
      await waitExit(entry.child);
      return entry.child.exitCode;
    },
    async restart(name) {
      const entry = byName(name);
      launch(entry);
      await ready(entry);
    },
    /** Until the balancer sends to `name` again (its checks passed). */
    async balancerSees(name, timeoutMs = 20_000) {
      await waitUntil(
        `balancer back on ${name}`,
        async () => {
          for (let attempt = 0; attempt < 6; attempt++) {
            const response = await fetch(`${url}/readyz`);
            if (response.headers.get('x-khelo-instance') === name) return true;
          }
          return false;
        },
        timeoutMs,
      );
    },
    async stop() {
      lb.kill('SIGTERM');
      await waitExit(lb);
      await Promise.all(
        processes.map(async (entry) => {
          if (!entry.child || entry.child.exitCode !== null || entry.child.signalCode !== null) return;
          entry.child.kill('SIGTERM');
          await waitExit(entry.child);
        }),
      );
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
