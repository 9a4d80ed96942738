// A throwaway redis-server for the cross-instance tests: started on a free port, stopped and
// started again on the same port (to prove the fallback and the recovery), killed at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Socket } from 'node:net';
import { freePort } from './ports.ts';

const CANDIDATES = [process.env.REDIS_SERVER_BIN, '/usr/bin/redis-server', '/usr/local/bin/redis-server'];

export function redisServerBinary(): string | undefined {
  return CANDIDATES.find((p): p is string => !!p && existsSync(p));
}

/** Answers once something accepts connections and replies to PING. */
async function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(300, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export interface RedisProcess {
  url: string;
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRedisProcess(binary: string): Promise<RedisProcess> {
  const port = await freePort();
  let child: ChildProcess | null = null;

  const start = async () => {
    child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (await pings(port)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`redis-server did not start on port ${port}`);
  };

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };

  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop };
}
