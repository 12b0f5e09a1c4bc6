// The AI service over the real NATS server, with its real worker-thread pool.
import type { NatsConnection } from '@nats-io/transport-node';
import { type BossView, engine } from '@spielcenter/boss';
import { connectNats, createLogger, type JsonService, loadConfig, requestJson } from '@spielcenter/kit';
import { engine as krakau } from '@spielcenter/krakau';
import { subjects } from '@spielcenter/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DecisionPool } from './pool.js';
import { startAiService } from './service.js';

let nc: NatsConnection;
let pool: DecisionPool;
let svc: JsonService;
beforeAll(async () => {
  nc = await connectNats({ url: loadConfig().NATS_URL, name: 'ai-test' });
  pool = new DecisionPool(1);
  svc = await startAiService(nc, pool, createLogger('test', 'silent'));
});
afterAll(async () => {
  await svc.stop();
  await pool.close();
  await nc.drain();
});

describe('AI service over real NATS', () => {
  it('answers a legal action for a seat view', async () => {
    const state = engine.setup(engine.parseConfig({ players: 4 }), 'ai-service');
    const seat = engine.toAct(state)[0] as number;
    const view = engine.view(state, seat) as BossView;
    const legal = engine.legalActions(state, seat);
    const { action } = await requestJson<{ action: unknown }>(nc, subjects.aiDecide('boss'), {
      game: 'boss',
      level: 'easy',
      seat,
      view,
      legal,
      seed: 'x',
    });
    expect(legal).toContainEqual(action);
  });

  it('takes a time budget and the advice flag, and answers a legal action', async () => {
    const state = engine.setup(engine.parseConfig({ players: 3 }), 'ai-advice');
    const seat = engine.toAct(state)[0] as number;
    const legal = engine.legalActions(state, seat);
    const reply = await requestJson<{ action: unknown; reason?: string }>(nc, subjects.aiDecide('boss'), {
      game: 'boss',
      level: 'strong',
      seat,
      view: engine.view(state, seat),
      legal,
      seed: 'advice',
      budgetMs: 200,
      advice: true,
    });
    expect(legal).toContainEqual(reply.action);
  });

  it('answers the Speedkrakau bidding odds on ai.krakau.odds, and a coded error for a view that is none', async () => {
    let s = krakau.setup(krakau.parseConfig({ players: 3, target: 500 }), 'odds-nats');
    if (s.phase.kind === 'fourNines') s = krakau.apply(s, s.phase.seat, { type: 'keep' }).state;
    const seat = krakau.toAct(s)[0] as number;
    const odds = await requestJson<{ kind: string; bids: { bid: number; chance: number }[] }>(
      nc,
      subjects.aiOdds('krakau'),
      { game: 'krakau', seat, view: krakau.view(s, seat), seed: 'x' },
    );
    expect(odds.kind).toBe('bid');
    expect(odds.bids[0]?.bid).toBe(s.round.highBid + 10);
    await expect(
      requestJson(nc, subjects.aiOdds('krakau'), { game: 'krakau', seat: 0, view: { phase: 3 } }),
    ).rejects.toMatchObject({ code: 'COMMON_BAD_MESSAGE' });
  });

  it('refuses a request without legal actions with a coded error', async () => {
    await expect(
      requestJson(nc, subjects.aiDecide('boss'), {
        game: 'boss',
        level: 'easy',
        seat: 0,
        view: {},
        legal: [],
      }),
    ).rejects.toMatchObject({ code: 'COMMON_BAD_MESSAGE' });
  });
});
