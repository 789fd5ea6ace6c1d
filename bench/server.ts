import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { scratchDatabase } from './lib/bench-app';
import { startServer, treeRssMb, type Started } from './lib/processes';
import { option, printTable, spread, startReport, verdict } from './lib/report';

// What one server process costs (docs/performance.md): time from spawn to the first 200 of /healthz, the
// peak memory while starting, memory idle and with 5,000 socket.io clients connected over loopback. The
// Khelo server is started as `npm start` starts it (node scripts/start.mjs, whatever that runs), the
// reference (bench/bare-server.mjs: Fastify + socket.io and nothing else) the same way, in turns, 3 times.
// Memory is of the whole process tree (start.mjs becomes the server with process.execve, so the tree is one
// process where execve exists; with the spawn fallback it holds start.mjs too) and of its largest process.
// The first Khelo start of each engine is cold (fresh database: migrations and demo data; and the web
// build if its sources changed); the repetitions restart on the same data (warm).
// Targets (issue 19): idle RSS <= 200 MB on PostgreSQL, <= 350 MB on PGlite; warm start <= 2 s.
// Usage: npm run bench:server -- [--engines pglite,postgres] [--sockets 5000] [--reps 3]

const engines = option('engines', 'pglite,postgres').split(',');
const socketCount = Number(option('sockets', '5000'));
const reps = Number(option('reps', '3'));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Measured {
  startMs: number;
  peakMb: number;
  idleMb: number;
  idleLargestMb: number;
  /** Processes in the tree when idle: 1 when start.mjs became the server. */
  processes: number;
  socketsMb: number;
  connected: number;
}

/** Starts, samples the tree's memory while it starts, settles, then holds `socketCount` sockets. */
async function measure(start: (onSpawn: (pid: number) => void) => Promise<Started>): Promise<Measured> {
  let peakMb = 0;
  let sampler: NodeJS.Timeout | undefined;
  const server = await start((pid) => {
    sampler = setInterval(() => (peakMb = Math.max(peakMb, treeRssMb(pid).total)), 100);
  });
  clearInterval(sampler);
  try {
    await sleep(3000);
    const idle = treeRssMb(server.child.pid!);
    const sockets: Socket[] = [];
    let connected = 0;
    for (let index = 0; index < socketCount; index += 250) {
      const batch = Array.from({ length: Math.min(250, socketCount - index) }, () => {
        const socket = connect(server.origin, {
          path: '/socket.io',
          transports: ['websocket'],
          reconnection: false,
          timeout: 20_000,
        });
        sockets.push(socket);
        return new Promise<void>((resolve) => {
          socket.once('connect', () => {
            connected++;
            resolve();
          });
          socket.once('connect_error', () => resolve());
        });
      });
      await Promise.all(batch);
    }
    await sleep(2000);
    const withSockets = treeRssMb(server.child.pid!);
    for (const socket of sockets) socket.disconnect();
    return {
      startMs: server.startMs,
      peakMb: Math.max(peakMb, idle.total),
      idleMb: idle.total,
      idleLargestMb: idle.largest,
      processes: idle.processes,
      socketsMb: withSockets.total,
      connected,
    };
  } finally {
    await server.stop();
  }
}

const finish = startReport(
  'bench:server',
  `${socketCount} socket.io clients over loopback; ${reps} warm starts each, Khelo and the bare reference in turns`,
);
for (const engine of engines) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'khelo-bench-server-data-'));
  const scratch = engine === 'postgres' ? await scratchDatabase('server') : undefined;
  const env = { DATABASE_URL: scratch?.url ?? '', REDIS_URL: '' };
  try {
    let built = false;
    const khelo = (onSpawn: (pid: number) => void) =>
      startServer('scripts/start.mjs', env, { dataDir, onSpawn: (child) => onSpawn(child.pid!) }).then(
        (started) => {
          built ||= started.output().includes('building the web app');
          return started;
        },
      );
    const bareServer = (onSpawn: (pid: number) => void) =>
      startServer('bench/bare-server.mjs', {}, { onSpawn: (child) => onSpawn(child.pid!) });
    const cold = await measure(khelo);
    const rows: { khelo: Measured[]; bare: Measured[] } = { khelo: [], bare: [] };
    for (let rep = 0; rep < reps; rep++) {
      rows.bare.push(await measure(bareServer));
      rows.khelo.push(await measure(khelo));
    }
    console.log(`\n## ${engine}`);
    const line = (name: string, list: Measured[]) => [
      name,
      spread(
        list.map((m) => m.startMs / 1000),
        2,
      ),
      spread(
        list.map((m) => m.peakMb),
        0,
      ),
      spread(
        list.map((m) => m.idleMb),
        0,
      ),
      spread(
        list.map((m) => m.idleLargestMb),
        0,
      ),
      spread(
        list.map((m) => m.processes),
        0,
      ),
      spread(
        list.map((m) => m.socketsMb),
        0,
      ),
      spread(
        list.map((m) => m.connected),
        0,
      ),
    ];
    printTable(
      [
        'server (min / median / max)',
        'start → /healthz s',
        'peak MB',
        'idle MB (tree)',
        'idle MB (largest)',
        'processes',
        `MB at ${socketCount} sockets`,
        'connected',
      ],
      [
        line(`khelo cold start${built ? ' (web app built first)' : ''}`, [cold]),
        line('khelo warm start', rows.khelo),
        line('bare Fastify + socket.io (reference)', rows.bare),
      ],
    );
    const idle = [...rows.khelo.map((m) => m.idleMb)].sort((a, b) => a - b)[Math.floor(reps / 2)]!;
    const warm = [...rows.khelo.map((m) => m.startMs)].sort((a, b) => a - b)[Math.floor(reps / 2)]!;
    const limit = engine === 'postgres' ? 200 : 350;
    console.log(
      `khelo: idle RSS ${idle.toFixed(0)} MB (${verdict(idle <= limit)}: <= ${limit} MB), warm start ${(warm / 1000).toFixed(2)} s (${verdict(warm <= 2000)}: <= 2 s), medians`,
    );
  } finally {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
finish();
