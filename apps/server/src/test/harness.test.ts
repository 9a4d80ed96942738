// The harness's statement counting: `watchCalls` sees a call's statements, the work that call
// started after it answered, and nothing a timer of the app sends meanwhile.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, watchCalls, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('watchCalls', () => {
  it("counts a call's statements and what it started, not a timer's landing in the middle", async () => {
    const seen: string[] = [];
    const calls = watchCalls(ctx.database, (text) => seen.push(text));
    const { db } = ctx.database;
    // A timer started outside any call, sending a statement every few milliseconds.
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
      void db.execute(sql`select 'timer' as source`);
    }, 2);
    let started: Promise<unknown> = Promise.resolve();
    try {
      await calls.run(async () => {
        for (let i = 0; i < 5; i += 1) {
          await db.execute(sql`select 'call' as source`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        // Work the call leaves running when it returns, as an after-response write is.
        started = new Promise((resolve) => setTimeout(resolve, 20)).then(() =>
          db.execute(sql`select 'started' as source`),
        );
      });
      await started;
    } finally {
      clearInterval(timer);
      calls.stop();
    }
    expect(ticks).toBeGreaterThan(5);
    expect(seen.map((text) => /'(\w+)' as source/.exec(text)?.[1])).toEqual([...Array(5).fill('call'), 'started']);
  });
});
