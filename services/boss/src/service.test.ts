// rules.boss.* over the real NATS server (127.0.0.1:4222): setup, legal, step, apply, view, explain, default.
import type { NatsConnection } from '@nats-io/transport-node';
import {
  connectNats,
  createLogger,
  type JsonService,
  loadConfig,
  requestJson,
  serveEngine,
} from '@spielcenter/kit';
import type { StepResult } from '@spielcenter/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BossAction } from './rules/actions.js';
import { engine } from './rules/engine.js';
import type { BossState } from './rules/state.js';
import type { BossView } from './rules/view.js';

let nc: NatsConnection;
let svc: JsonService;
// A private game id per run, so a running boss rule service never answers instead.
const GAME = `boss${process.pid}x${Date.now()}`;
const subject = (op: string) => `rules.${GAME}.${op}`;

beforeAll(async () => {
  nc = await connectNats({ url: loadConfig().NATS_URL, name: 'boss-rules-test' });
  svc = await serveEngine(nc, GAME, engine, createLogger('boss-test', 'silent'));
});
afterAll(async () => {
  await svc.stop();
  await nc.drain();
});

describe('rules.boss.* over real NATS', () => {
  const config = { players: 3, deck: [['r7', 'b2', 'P1', 'g5']] };

  it('sets up, answers legal/view/default, and steps through a bid and a card', async () => {
    const started = await requestJson<StepResult<BossState, BossView>>(nc, subject('setup'), {
      config,
      seed: 'nats',
    });
    expect(started.toAct).toEqual([1]);
    expect(started.legal['1']).toEqual([
      { type: 'bid', bid: 0 },
      { type: 'bid', bid: 1 },
    ]);
    expect(started.views[0]?.hand).toEqual(['r7']);
    expect(started.views[1]?.hand).toEqual(['b2']);
    expect(started.views[0]?.trumpCard).toBe('g5');
    expect(JSON.stringify(started.views[0])).not.toContain('"b2"');
    const legal = await requestJson<BossAction[]>(nc, subject('legal'), { state: started.state, seat: 1 });
    expect(legal).toHaveLength(2);
    const view = await requestJson<BossView>(nc, subject('view'), { state: started.state, seat: 2 });
    expect(view.hand).toEqual(['P1']);
    const def = await requestJson<BossAction>(nc, subject('default'), { state: started.state, seat: 1 });
    expect(def).toEqual({ type: 'bid', bid: 0 });
    let step = started;
    for (const [seat, action] of [
      [1, { type: 'bid', bid: 0 }],
      [2, { type: 'bid', bid: 0 }],
      [0, { type: 'bid', bid: 0 }],
    ] as const) {
      step = await requestJson(nc, subject('step'), { state: step.state, seat, action });
    }
    expect(step.toAct).toEqual([1]);
    const applied = await requestJson<{ state: BossState; events: unknown[] }>(nc, subject('apply'), {
      state: step.state,
      seat: 1,
      action: { type: 'play', card: 'b2' },
    });
    expect(applied.events).toEqual([{ type: 'played', seat: 1, card: 'b2' }]);
    expect(applied.state.trick).toEqual([{ seat: 1, card: 'b2' }]);
  });

  it('answers an illegal action with the RuleError code and its German and English text', async () => {
    const started = await requestJson<StepResult<BossState, BossView>>(nc, subject('setup'), {
      config,
      seed: 'nats',
    });
    let state = started.state;
    let views = started.views;
    for (const seat of [1, 2]) {
      const stepped = await requestJson<StepResult<BossState, BossView>>(nc, subject('step'), {
        state,
        seat,
        action: { type: 'bid', bid: 0 },
      });
      state = stepped.state;
      views = stepped.views;
    }
    // The dealer (seat 0) may not make the bids add up to the 1 trick.
    await expect(
      requestJson(nc, subject('step'), { state, seat: 0, action: { type: 'bid', bid: 1 } }),
    ).rejects.toMatchObject({
      code: 'BOSS_DEALER_BID',
      de: 'Als Geber darfst du nicht 1 ansagen: Die Prognosen dürfen nicht aufgehen, ihre Summe wäre dann genau die Zahl der Stiche (1).',
      en: 'As the dealer you may not bid 1: the bids must not add up, and their sum would then equal the number of tricks (1).',
    });
    await expect(
      requestJson(nc, subject('explain'), { view: views[0], seat: 0, action: { type: 'bid', bid: 1 } }),
    ).resolves.toMatchObject({ code: 'BOSS_DEALER_BID' });
    await expect(
      requestJson(nc, subject('explain'), { view: views[0], seat: 0, action: { type: 'bid', bid: 0 } }),
    ).resolves.toBeNull();
    await expect(requestJson(nc, subject('default'), { state, seat: 0 })).resolves.toEqual({
      type: 'bid',
      bid: 0,
    });
    await expect(requestJson(nc, subject('legal'), { state, seat: 3 })).rejects.toMatchObject({
      code: 'COMMON_BAD_SEAT',
    });
    await expect(
      requestJson(nc, subject('setup'), { config: { players: 9 }, seed: 'x' }),
    ).rejects.toMatchObject({
      code: 'COMMON_BAD_CONFIG',
    });
    await expect(requestJson(nc, subject('step'), { state, seat: 0 })).rejects.toMatchObject({
      code: 'COMMON_BAD_MESSAGE',
    });
  });
});
