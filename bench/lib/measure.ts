// Measuring: sequential request timings (p50) and autocannon throughput (req/s).
import autocannon from 'autocannon';
import { watchCpu, type CpuPerRequest } from './cpu.ts';
import { http } from './server.ts';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface Timing {
  p50: number;
  min: number;
  max: number;
  samples: number;
  bytes: number;
}

/**
 * p50 of `samples` sequential GETs after `warmup` unmeasured ones; every answer must be 200 (a
 * fast 4xx/5xx would otherwise look like a fast endpoint).
 */
export async function timeGet(
  url: string,
  headers: Record<string, string>,
  { samples, warmup }: { samples: number; warmup: number },
): Promise<Timing> {
  const times: number[] = [];
  let bytes = 0;
  for (let n = 0; n < warmup + samples; n++) {
    const res = await http('GET', url, { headers });
    if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${res.body.slice(0, 300)}`);
    if (n >= warmup) times.push(res.ms);
    bytes = res.body.length;
  }
  return { p50: median(times), min: Math.min(...times), max: Math.max(...times), samples, bytes };
}

export interface Target {
  url: string;
  headers: Record<string, string>;
}

/**
 * p50 of two targets measured in turns (A B B A A B …), so both see the same machine: on a
 * shared machine the load changes by the second, and a ratio of two figures taken minutes apart
 * measures that change more than the code.
 */
export async function timePair(
  a: Target,
  b: Target,
  { samples, warmup }: { samples: number; warmup: number },
): Promise<[Timing, Timing]> {
  const times: [number[], number[]] = [[], []];
  const bytes = [0, 0];
  const targets = [a, b];
  for (let n = 0; n < warmup + samples; n++) {
    const order = n % 2 === 0 ? [0, 1] : [1, 0];
    for (const i of order) {
      const t = targets[i]!;
      const res = await http('GET', t.url, { headers: t.headers });
      if (res.status !== 200) throw new Error(`GET ${t.url} answered ${res.status}: ${res.body.slice(0, 300)}`);
      if (n >= warmup) times[i]!.push(res.ms);
      bytes[i] = res.body.length;
    }
  }
  const timing = (i: 0 | 1): Timing => ({
    p50: median(times[i]),
    min: Math.min(...times[i]),
    max: Math.max(...times[i]),
    samples,
    bytes: bytes[i]!,
  });
  return [timing(0), timing(1)];
}

export interface Throughput {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Where the measured run's CPU went, when the server's process was named (Linux). */
  cpu?: CpuPerRequest;
}

/**
 * Requests per second with autocannon (in this process, as a client would be), after a short
 * unmeasured warm-up at the same settings. `paths` are cycled through, one per request.
 */
export async function throughput(
  base: string,
  paths: string[],
  headers: Record<string, string>,
  { seconds, connections }: { seconds: number; connections: number },
  serverPid?: number,
  /** The database the server reads: only its PostgreSQL backends count (lib/cpu.ts). */
  databaseName?: string,
): Promise<Throughput> {
  const run = (duration: number) =>
    autocannon({
      url: base,
      connections,
      duration,
      pipelining: 1,
      headers,
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
  await run(Math.max(1, Math.round(seconds / 3)));
  const stopWatching = watchCpu(serverPid, databaseName);
  const result = await run(seconds);
  const cpu = stopWatching(result.requests.total);
  return {
    ...(cpu ? { cpu } : {}),
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
