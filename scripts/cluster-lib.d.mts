import type { ChildProcess } from 'node:child_process';

export interface ClusterProcess {
  name: string;
  host: string;
  port: number;
  url: string;
  child: ChildProcess;
  stderr: string;
}

export interface Cluster {
  /** The balancer's address. */
  url: string;
  lbPort: number;
  processes: ClusterProcess[];
  lbErr(): string;
  kill(name: string): Promise<void>;
  terminate(name: string): Promise<number | null>;
  restart(name: string): Promise<void>;
  balancerSees(name: string, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export function ensureHaproxy(log?: (line: string) => void): string;
export function haproxyConfig(options: {
  host: string;
  port: number;
  servers: { name: string; host: string; port: number }[];
}): string;
export function clusterPorts(env?: Record<string, string | undefined>): {
  lbPort: number;
  apiPorts: number[];
};
export function startCluster(options: {
  env?: Record<string, string | undefined>;
  host?: string;
  lbPort: number;
  apiPorts: number[];
  /** Ports that are taken when a process or the balancer starts are replaced by free ones of this range. */
  portRange?: [number, number];
  output?: 'inherit' | 'pipe';
  log?: (line: string) => void;
  readyTimeoutMs?: number;
}): Promise<Cluster>;
export function freePorts(count: number, from: number, to: number, host?: string): Promise<number[]>;
