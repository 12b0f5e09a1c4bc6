// Speedcoup's case-file odds through the gateway: the gateway asks the AI service (`ai.coup.odds`),
// which owns the measurements. With the AI service on the test's NATS the query serves every coup;
// on a NATS server of the test's own where the AI service is missing, or where something takes the
// request and never answers, the query fails with the coded COMMON_TIMEOUT (German and English) —
// after the gateway's timeout, not never.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { DecisionPool, startAiService } from '@spielcenter/ai';
import { connectNats, createLogger, type JsonService, loadConfig } from '@spielcenter/kit';
import { subjects } from '@spielcenter/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NatsConnection } from './context.js';
import { startTestGateway, type TestGateway } from './gateway.test-util.js';
import { COUP_ODDS_TIMEOUT_MS } from './resolvers/queries.js';

const QUERY = '{ coupOdds { coup attempts successes oneIn text } }';

interface Odds {
  coup: number;
  attempts: number;
  successes: number;
  oneIn: number | null;
  text: string;
}

describe('Speedcoup odds from the AI service', () => {
  let t: TestGateway;
  let nc: NatsConnection;
  let ai: JsonService;
  let pool: DecisionPool;
  beforeAll(async () => {
    nc = await connectNats({ url: loadConfig().NATS_URL, name: 'coup-odds-test' });
    pool = new DecisionPool(1);
    ai = await startAiService(nc, pool, createLogger('coup-odds-test', 'silent'));
    t = await startTestGateway({ allowSeeds: false });
  }, 30_000);
  afterAll(async () => {
    await t?.close();
    await ai?.stop();
    await pool?.close();
    await nc?.drain();
  });

  it('serves the measured success rate of normal crews for every coup, without a guest', async () => {
    const r = await t.post(QUERY);
    expect(r.body.errors).toBeUndefined();
    const odds = r.body.data?.coupOdds as Odds[];
    expect(odds.map((o) => o.coup)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    for (const o of odds) {
      expect(o.attempts).toBeGreaterThan(0);
      expect(o.successes).toBeLessThanOrEqual(o.attempts);
      expect(o.oneIn).toBe(o.successes === 0 ? null : Math.max(1, Math.round(o.attempts / o.successes)));
      expect(o.text).toMatch(/^Computer-Banden .*Versuchen\)?\.$/);
    }
    // exactly what the AI service answers on its endpoint
    const direct = await nc.request(subjects.aiOdds('coup'), JSON.stringify({ game: 'coup' }));
    expect((direct.json() as { ok: true; result: Odds[] }).result).toEqual(odds);
  });

  it('refuses a malformed request on the endpoint with a coded error', async () => {
    const reply = await nc.request(subjects.aiOdds('coup'), JSON.stringify({ game: 'boss' }));
    expect(reply.json()).toMatchObject({ ok: false, error: { code: 'COMMON_BAD_MESSAGE' } });
  });
});

/** A NATS server of this test's own on a free port (no other test's AI service can answer there). */
async function ownNats(): Promise<{ url: string; proc: ChildProcess }> {
  const port = await new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
  const proc = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  const url = `nats://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      const probe = await connectNats({ url, name: 'coup-odds-probe', timeoutMs: 200 });
      await probe.close();
      return { url, proc };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  proc.kill();
  throw new Error('own nats-server did not start');
}

describe('Speedcoup odds without the AI service', () => {
  let own: { url: string; proc: ChildProcess };
  let t: TestGateway;
  beforeAll(async () => {
    own = await ownNats();
    t = await startTestGateway({ allowSeeds: false, natsUrl: own.url });
  }, 30_000);
  afterAll(async () => {
    await t?.close();
    own?.proc.kill();
  });

  it('answers the coded COMMON_UNAVAILABLE when no AI service is there (no responders)', async () => {
    const r = await t.post(QUERY);
    expect(r.body.data?.coupOdds ?? null).toBeNull();
    expect(r.body.errors?.[0]?.extensions).toMatchObject({
      code: 'COMMON_UNAVAILABLE',
      de: expect.stringContaining('nicht erreichbar'),
      en: expect.stringContaining('cannot be reached'),
    });
  });

  it('gives up after its timeout when the request is taken but never answered', async () => {
    const silent = await connectNats({ url: own.url, name: 'coup-odds-silent' });
    silent.subscribe(subjects.aiOdds('coup'), { queue: subjects.aiService, callback: () => {} });
    await silent.flush();
    const start = performance.now();
    const r = await t.post(QUERY);
    const waited = performance.now() - start;
    expect(r.body.errors?.[0]?.extensions).toMatchObject({ code: 'COMMON_TIMEOUT' });
    expect(waited).toBeGreaterThanOrEqual(COUP_ODDS_TIMEOUT_MS - 50);
    await silent.close();
  }, 15_000);
});
