// rules.coup.* over the real NATS server at 127.0.0.1:4222.
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
import type { CoupView } from './rules/view.js';

// A private game id per run, so a running coup service or a parallel test never answers.
const GAME = `coup${process.pid}x${Date.now()}`;
const subject = (op: string) => `rules.${GAME}.${op}`;
let nc: NatsConnection;
let svc: JsonService;

beforeAll(async () => {
  nc = await connectNats({ url: loadConfig().NATS_URL, name: 'coup-rules-test' });
  svc = await serveEngine(nc, GAME, engine, createLogger('test', 'silent'));
});
afterAll(async () => {
  await svc.stop();
  await nc.drain();
});

const hands = [
  ['D4', 'D1', 'J1', 'J5', 'J9', 'G3', 'U1', 'U2', 'U3', 'U5', 'U6', 'P1', 'P2', 'P3'],
  ['D2', 'J2', 'J6', 'G1', 'G2', 'G4', 'G5', 'G6', 'G8', 'U4', 'P4', 'P6', 'P7'],
  ['D3', 'J3', 'J4', 'J7', 'J8', 'G7', 'G9', 'U7', 'U8', 'U9', 'P5', 'P8', 'P9'],
];

describe('rules.coup.* über echtes NATS', () => {
  it('setup, step, legal, view: Beute nehmen und ausspielen', async () => {
    const config = { players: 3, coup: 1, deck: { hands, loot: ['P9'] } };
    const started = await requestJson<StepResult>(nc, subject('setup'), { config, seed: 's' });
    expect(started.toAct).toEqual([0]);
    expect(started.legal['0']).toContainEqual({ type: 'take', card: 'P9' });
    const v1 = started.views[1] as CoupView;
    expect(v1.hand).toHaveLength(13);
    expect(JSON.stringify(v1)).not.toContain('"D4"');
    const step = await requestJson<StepResult>(nc, subject('step'), {
      state: started.state,
      seat: 0,
      action: { type: 'take', card: 'P9' },
    });
    expect(step.events).toEqual([{ type: 'lootTaken', seat: 0, card: 'P9' }]);
    const legal = await requestJson<unknown[]>(nc, subject('legal'), { state: step.state, seat: 0 });
    expect(legal).toContainEqual({ type: 'play', card: 'G3' });
    const view = await requestJson<CoupView>(nc, subject('view'), { state: step.state, seat: null });
    expect(view.hand).toEqual([]);
    expect(view.loot).toEqual([{ card: 'P9', owner: 0, mark: null, wonTrick: null }]);
  });

  it('eine verbotene Aktion kommt als RuleError mit Code, deutschem und englischem Text zurück', async () => {
    const config = { players: 3, coup: 1, deck: { hands, loot: ['P9'] } };
    const started = await requestJson<StepResult>(nc, subject('setup'), { config, seed: 's' });
    const taken = await requestJson<StepResult>(nc, subject('step'), {
      state: started.state,
      seat: 0,
      action: { type: 'take', card: 'P9' },
    });
    const led = await requestJson<StepResult>(nc, subject('step'), {
      state: taken.state,
      seat: 0,
      action: { type: 'play', card: 'J1' },
    });
    await expect(
      requestJson(nc, subject('step'), { state: led.state, seat: 1, action: { type: 'play', card: 'G1' } }),
    ).rejects.toMatchObject({
      code: 'COUP_MUST_FOLLOW',
      de: 'Du musst Juwelen bedienen.',
      en: 'You must follow jewels.',
    });
    await expect(
      requestJson(nc, subject('explain'), {
        view: led.views[2],
        seat: 2,
        action: { type: 'play', card: 'J3' },
      }),
    ).resolves.toMatchObject({ code: 'COMMON_NOT_YOUR_TURN' });
    await expect(
      requestJson(nc, subject('setup'), { config: { players: 9 }, seed: 's' }),
    ).rejects.toMatchObject({
      code: 'COMMON_BAD_CONFIG',
    });
    // „dann entscheidet der Computer für dich“: no default decision, the table asks the AI.
    await expect(requestJson(nc, subject('default'), { state: led.state, seat: 1 })).resolves.toBeNull();
  });
});
