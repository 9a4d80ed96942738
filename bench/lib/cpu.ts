// Where a load test's CPU goes (P2): the server process, PostgreSQL's processes and this process
// (autocannon, the load generator), read from /proc before and after the measured run. On a
// machine that hosts all three, their sum per request bounds the rate any server could reach:
// the cores ÷ (server + database + generator) per request.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

export interface CpuPerRequest {
  /** CPU µs per request of each side. */
  server: number;
  database: number;
  generator: number;
  /** The share of all the machine's cores that was busy (0…1), whoever used it. */
  busy: number;
  /** The rate at which the three sides' CPU would fill every core. */
  ceiling: number;
}

const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** A process's CPU time in µs (user + system, all its threads), or 0 once it is gone. */
function processMicros(pid: string | number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** A client backend's database, from its process title ("postgres: [cluster: ]user database host(port) state"). */
const BACKEND_TITLE = /^postgres: (?:\S+: )?\S+ (\S+) (?:\S+\(\d+\)|\[local\])/;

/**
 * PostgreSQL's processes: its shared ones (writers, checkpointer) and, given `database`, only the
 * backends connected to it. Other work on the machine may use the same PostgreSQL (tests, other
 * benches): their backends are not this run's.
 */
function postgresPids(database: string | undefined): string[] {
  return readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return false;
      if (database === undefined) return true;
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const backendOf = BACKEND_TITLE.exec(title)?.[1];
      return backendOf === undefined || backendOf === database;
    } catch {
      return false;
    }
  });
}

/** The machine's busy and total ticks, from the first line of /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((sum, n) => sum + n, 0);
  return { busy: total - ticks[3]! - (ticks[4] ?? 0), total };
}

function snapshot(serverPid: number, databaseName: string | undefined) {
  const database = new Map(postgresPids(databaseName).map((pid) => [pid, processMicros(pid)]));
  return { server: processMicros(serverPid), database, generator: process.cpuUsage(), machine: machineTicks() };
}

/**
 * Starts counting; the function it answers stops and divides by the requests served meanwhile.
 * PostgreSQL's backends that started during the run count from zero; given `databaseName`, only
 * the backends of that database count (and PostgreSQL's shared processes). Linux only: elsewhere
 * it answers undefined.
 */
export function watchCpu(
  serverPid: number | undefined,
  databaseName?: string,
): (requests: number) => CpuPerRequest | undefined {
  if (serverPid === undefined || process.platform !== 'linux') return () => undefined;
  const before = snapshot(serverPid, databaseName);
  return (requests) => {
    const after = snapshot(serverPid, databaseName);
    let database = 0;
    for (const [pid, micros] of after.database) database += micros - (before.database.get(pid) ?? 0);
    const generatorUsage = process.cpuUsage(before.generator);
    const perRequest = (micros: number) => micros / Math.max(1, requests);
    const server = perRequest(after.server - before.server);
    const db = perRequest(database);
    const generator = perRequest(generatorUsage.user + generatorUsage.system);
    const ticks = after.machine.total - before.machine.total;
    return {
      server,
      database: db,
      generator,
      busy: ticks > 0 ? (after.machine.busy - before.machine.busy) / ticks : 0,
      ceiling: (availableParallelism() * 1e6) / Math.max(1, server + db + generator),
    };
  };
}
