// The project's own load runner (deploy/load/run.ts) against the real stack, small and bounded:
// four virtual players at once, each a quick game through the gateway; every session plays its
// actions without an error and measures act → push latencies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoad } from '../load/run.js';
import { type LoadStack, startLoadStack } from './stack.js';

let stack: LoadStack;
beforeAll(async () => {
  stack = await startLoadStack();
}, 180_000);
afterAll(() => stack?.stop(), 60_000);

describe('the Node load runner', () => {
  it('plays four sessions at once through the gateway and measures act → push', async () => {
    const result = await runLoad({
      gatewayUrl: stack.gatewayUrl,
      vus: 4,
      maxActs: 15,
      game: 'boss',
      computers: 1,
      timeoutMs: 150_000,
    });
    console.log(JSON.stringify(result));
    expect(result.errors).toEqual([]);
    expect(result.acts).toBe(60);
    expect(result.actToPushMs.n).toBe(60);
    // The percentiles of the 60 measured pushes, in order, and every push inside the run's timeout.
    const { p50, p95, p99 } = result.actToPushMs;
    expect(p50).toBeGreaterThanOrEqual(0);
    expect(p95).toBeGreaterThanOrEqual(p50);
    expect(p99).toBeGreaterThanOrEqual(p95);
    expect(p99).toBeLessThan(150_000);
  }, 200_000);
});
