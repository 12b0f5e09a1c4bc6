// rules.krakau.* over the real NATS server at 127.0.0.1:4222, served by the generic rule service.
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
import { engine } from './index.js';
import { DEAL3 } from './rules/fixtures.test-util.js';
import type { KrakauView } from './rules/view.js';

// A private game id per run, so a running krakau service or a parallel test never answers.
const GAME = `krakau${process.pid}x${Date.now()}`;
const subject = (op: string) => `rules.${GAME}.${op}`;
let nc: NatsConnection;
let svc: JsonService;

beforeAll(async () => {
  nc = await connectNats({ url: loadConfig().NATS_URL, name: 'krakau-rules-test' });
  svc = await serveEngine(nc, GAME, engine, createLogger('test', 'silent'));
});
afterAll(async () => {
  await svc.stop();
  await nc.drain();
});

describe('rules.krakau.* over NATS', () => {
  it('sets up a table and steps through the bidding with views and legal sets', async () => {
    const started = await requestJson<StepResult<Record<string, unknown>, KrakauView>>(nc, subject('setup'), {
      config: { players: 3, deck: [DEAL3] },
      seed: 'nats',
    });
    expect(started.toAct).toEqual([1]);
    expect(started.legal['1']).toContainEqual({ type: 'pass' });
    expect(started.views[0]?.hand).toHaveLength(7);
    expect(started.views[1]?.hand).not.toContain('Kh');
    let step = started;
    for (const seat of [1, 2]) {
      step = await requestJson(nc, subject('step'), { state: step.state, seat, action: { type: 'pass' } });
    }
    expect(step.toAct).toEqual([0]);
    expect(step.views[1]?.musik).toEqual(['Kd', 'Jh', '9h']);
    expect(step.events.map((e) => e.type)).toContain('musikShown');
  });

  it('answers an illegal action with the rule error code and both texts', async () => {
    const started = await requestJson<StepResult>(nc, subject('setup'), {
      config: { players: 3, deck: [DEAL3] },
      seed: 'x',
    });
    await expect(
      requestJson(nc, subject('step'), {
        state: started.state,
        seat: 1,
        action: { type: 'bid', value: 170 },
      }),
    ).rejects.toMatchObject({
      code: 'KRAKAU_BID_LIMIT',
      de: 'Über 120 darfst du nur mit Meldungen reizen – deine Meldungen erlauben höchstens 160.',
      en: 'Above 120 you may only bid with marriages in hand – yours allow at most 160.',
    });
    await expect(
      requestJson(nc, subject('explain'), { view: started.views[0], seat: 0, action: { type: 'pass' } }),
    ).resolves.toMatchObject({ code: 'COMMON_NOT_YOUR_TURN' });
    await expect(requestJson(nc, subject('default'), { state: started.state, seat: 1 })).resolves.toEqual({
      type: 'pass',
    });
    await expect(
      requestJson(nc, subject('setup'), { config: { players: 7 }, seed: 'x' }),
    ).rejects.toMatchObject({
      code: 'COMMON_BAD_CONFIG',
    });
  });
});
