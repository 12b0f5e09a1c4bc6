// The engine served by the kit's serveEngine over the real NATS server (127.0.0.1:4222).
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
import { engine, type HokusAction, type HokusState, type HokusView } from './index.js';

// A private game id per run, so a running hokus service or a parallel test never answers.
const GAME = `hokus${process.pid}x${Date.now()}`;
type Step = StepResult<HokusState & Record<string, unknown>, HokusView>;
const subject = (op: string) => `rules.${GAME}.${op}`;
let nc: NatsConnection;
let svc: JsonService;

beforeAll(async () => {
  nc = await connectNats({ url: loadConfig().NATS_URL, name: 'hokus-rules-test' });
  svc = await serveEngine(nc, GAME, engine, createLogger('hokus-test', 'silent'));
});
afterAll(async () => {
  await svc.stop();
  await nc.drain();
});

const config = { players: 3, deck: { start: 0, skunks: [4, 4, 4], draws: [0] } };

async function step(from: Step, seat: number, action: HokusAction): Promise<Step> {
  return requestJson<Step>(nc, subject('step'), { state: from.state, seat, action });
}

describe('rules.hokus over real NATS', () => {
  it('sets up a show with a simultaneous first placement and steps through a round', async () => {
    let s = await requestJson<Step>(nc, subject('setup'), { config, seed: 'nats' });
    expect(s.toAct).toEqual([0, 1, 2]);
    expect(s.legal['1']).toHaveLength(4);
    expect(s.views[0]?.me?.hand).toHaveLength(4);
    s = await step(s, 2, { type: 'place', hat: 'C1' });
    s = await step(s, 0, { type: 'place', hat: 'A1' });
    s = await step(s, 1, { type: 'place', hat: 'B4' });
    expect(s.toAct).toEqual([0]);
    expect(JSON.stringify(s.views[0])).not.toContain('B4');
    expect(s.views[1]?.me?.redNumbers).toEqual([1, 2, 3]);
    s = await step(s, 0, { type: 'announce', n: 2 });
    s = await step(s, 1, { type: 'pass' });
    s = await step(s, 2, { type: 'pass' });
    expect(s.legal['0']).toEqual([{ type: 'lift', table: 0 }]);
    s = await step(s, 0, { type: 'lift', table: 0 });
    s = await step(s, 0, { type: 'lift', table: 1 });
    expect(s.toAct).toEqual([1]);
    expect(s.events).toContainEqual({ type: 'skunk', challenger: 0, owner: 1 });
    const d = await requestJson(nc, subject('default'), { state: s.state, seat: 1 });
    expect(d).toEqual({ type: 'draw', index: 0 });
    s = await step(s, 1, { type: 'draw', index: 0 });
    expect(s.events).toContainEqual({ type: 'yourHatLost', seat: 0, hat: 'A1', kind: 'rabbit', to: [0] });
    expect(s.views[0]?.me?.lost).toEqual([{ id: 'A1', kind: 'rabbit' }]);
    expect(s.views[1]?.magicians[0]).toMatchObject({ lost: 1, hats: 3 });
    expect(JSON.stringify(s.views[1])).not.toContain('A1');
    const view = await requestJson<HokusView>(nc, subject('view'), { state: s.state, seat: 2 });
    expect(view).toEqual(s.views[2]);
  });

  it('answers an illegal action with the rule error code and both texts', async () => {
    const s = await requestJson<Step>(nc, subject('setup'), { config, seed: 'nats' });
    const placed = await step(
      await step(await step(s, 0, { type: 'place', hat: 'A1' }), 1, { type: 'place', hat: 'B1' }),
      2,
      {
        type: 'place',
        hat: 'C1',
      },
    );
    await expect(step(placed, 0, { type: 'announce', n: 4 })).rejects.toMatchObject({
      code: 'HOKUS_ANNOUNCE_RANGE',
      de: 'Kündige mindestens 1 und höchstens 3 Kaninchen an – so viele Zylinder stehen auf allen Tischen.',
      en: 'Announce at least 1 and at most 3 rabbits – that is how many hats stand on all tables.',
    });
    await expect(
      requestJson(nc, subject('explain'), {
        view: placed.views[1],
        seat: 1,
        action: { type: 'announce', n: 1 },
      }),
    ).resolves.toMatchObject({ code: 'COMMON_NOT_YOUR_TURN' });
    await expect(
      requestJson(nc, subject('setup'), { config: { players: 9 }, seed: 'x' }),
    ).rejects.toMatchObject({ code: 'COMMON_BAD_CONFIG' });
    await expect(requestJson(nc, subject('legal'), { state: placed.state, seat: 4 })).rejects.toMatchObject({
      code: 'COMMON_BAD_SEAT',
    });
  });
});
