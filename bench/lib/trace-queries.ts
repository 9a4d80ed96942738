// Preloaded into the server by the benchmark (`node --import ./bench/lib/trace-queries.ts …`),
// never by the app: records the SQL each request sends to PostgreSQL, while the benchmark asks
// for it over the IPC channel. Used to count queries per list request (no N+1) and to EXPLAIN
// exactly the statements the server ran. Off by default; costs nothing while off.
import pg from 'pg';

interface Recorded {
  text: string;
  values: unknown[];
  /** The prepared statement's name, when the query named one. */
  name?: string;
}

type Message = { type: 'trace:start' } | { type: 'trace:stop' };

if (process.send) {
  let recording = false;
  let recorded: Recorded[] = [];
  process.on('message', (message: Message) => {
    if (message.type === 'trace:start') {
      recording = true;
      recorded = [];
      process.send!({ type: 'trace:started' });
    } else if (message.type === 'trace:stop') {
      recording = false;
      process.send!({ type: 'trace:queries', queries: recorded });
    }
  });

  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function query(this: unknown, ...args: unknown[]) {
    if (recording) {
      const [first, second] = args;
      const config =
        typeof first === 'object' && first !== null
          ? (first as { text?: string; values?: unknown[]; name?: string })
          : {};
      const text = typeof first === 'string' ? first : (config.text ?? '');
      const values = Array.isArray(second) ? second : (config.values ?? []);
      recorded.push({ text, values, ...(config.name ? { name: config.name } : {}) });
    }
    return original.apply(this, args);
  };
}
