// The k6 script (deploy/k6/script.ts) run under a small Node shim of the k6 modules it uses
// (test/k6-shim: k6/http's asyncRequest, k6/websockets, k6/timers, k6/metrics), against the real
// stack: one iteration is one session, its act → push latencies land in the script's Trend. This
// exercises the script's own code; it is not a run of k6 itself (k6 is not installed here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recorded } from './k6-shim/metrics.js';
import { type LoadStack, startLoadStack } from './stack.js';

let stack: LoadStack;
beforeAll(async () => {
  stack = await startLoadStack();
}, 180_000);
afterAll(() => stack?.stop(), 60_000);

describe('the k6 script', () => {
  it('plays one session per iteration and records act → push in its Trend', async () => {
    (globalThis as { __ENV?: Record<string, string> }).__ENV = {
      GATEWAY_URL: stack.gatewayUrl,
      GAME: 'boss',
      COMPUTERS: '1',
      ACTS: '10',
      // A person's pace, shortened: each decision answered 300–400 ms after the turn came.
      THINK_MS: '300-400',
    };
    // Typed by deploy/k6/tsconfig.json against @types/k6, so imported here by a plain path.
    const path = new URL('../k6/script.ts', import.meta.url).pathname;
    const script = (await import(path)) as { options: { thresholds: object }; default: () => Promise<void> };
    expect(script.options.thresholds).toMatchObject({ act_to_push: ['p(95)<250', 'p(99)<500'] });
    await script.default();
    expect(recorded.session_errors).toEqual([0]);
    expect(recorded.act_to_push).toHaveLength(10);
    // Measured from the send, not from the turn: the think time is not in it.
    expect(Math.min(...(recorded.act_to_push as number[]))).toBeLessThan(300);
  }, 200_000);
});
