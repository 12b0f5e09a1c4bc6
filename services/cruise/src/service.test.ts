// The cruise rule service over the real NATS server at 127.0.0.1:4222.
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
import { type CruiseAction, type CruiseState, engine } from './index.js';

// A private game id per run, so a running cruise service never answers our requests.
const GAME = `cruise${process.pid}x${Date.now()}`;
const subject = (op: string) => `rules.${GAME}.${op}`;
let nc: NatsConnection;
let svc: JsonService;

beforeAll(async () => {
  nc = await connectNats({ url: loadConfig().NATS_URL, name: 'cruise-test' });
  svc = await serveEngine(nc, GAME, engine, createLogger('test', 'silent'));
});
afterAll(async () => {
  await svc.stop();
  await nc.drain();
});

describe('rules.cruise.* über echtes NATS', () => {
  it('setup, step und draw: Zustand, Züge und Ansichten jedes Platzes', async () => {
    const started = await requestJson<StepResult<CruiseState>>(nc, subject('setup'), {
      config: { players: 2, mode: 'cruise' },
      seed: 'nats',
    });
    expect(started.toAct).toEqual([0]);
    expect(started.views).toHaveLength(2);
    const legal = started.legal['0'] as CruiseAction[];
    expect(legal.length).toBeGreaterThan(0);
    const action = legal.find((a) => a.type === 'seat') as CruiseAction;
    const moved = await requestJson<StepResult<CruiseState>>(nc, subject('step'), {
      state: started.state,
      seat: 0,
      action,
    });
    expect(moved.events[0]).toMatchObject({ type: 'seated', seat: 0 });
    expect(moved.legal['0']).toEqual([{ type: 'draw' }]);
    const dflt = await requestJson(nc, subject('default'), { state: moved.state, seat: 0 });
    expect(dflt).toEqual({ type: 'draw' });
    const drawn = await requestJson<StepResult<CruiseState>>(nc, subject('step'), {
      state: moved.state,
      seat: 0,
      action: { type: 'draw' },
    });
    expect(drawn.toAct).toEqual([1]);
    const view = await requestJson<{ bagCount: number }>(nc, subject('view'), {
      state: drawn.state,
      seat: null,
    });
    expect(view.bagCount).toBe(drawn.state.bag.length);
  });

  it('ein verbotener Zug kommt als RuleError mit Code und deutschem und englischem Text zurück', async () => {
    const started = await requestJson<StepResult<CruiseState>>(nc, subject('setup'), {
      config: {
        players: 3,
        mode: 'classic',
        deck: { bag: bagWithHand(['Bm1', 'Bm2', 'Am1', 'Aw1', 'Cm1']) },
      },
      seed: 'nats',
    });
    const twoMen = {
      type: 'seat',
      seats: [
        { tile: 'Bm1', chair: 'C8' },
        { tile: 'Bm2', chair: 'C10' },
      ],
    };
    await expect(
      requestJson(nc, subject('step'), { state: started.state, seat: 0, action: twoMen }),
    ).rejects.toMatchObject({
      code: 'CRUISE_PAIR_RULE',
      de: expect.stringContaining('Paar-Regel'),
      en: expect.stringContaining('Pair rule'),
    });
    await expect(
      requestJson(nc, subject('explain'), {
        view: started.views[1],
        seat: 1,
        action: { type: 'bar', tile: 'Bm1' },
      }),
    ).resolves.toMatchObject({ code: 'COMMON_NOT_YOUR_TURN' });
    await expect(requestJson(nc, subject('legal'), { state: started.state, seat: 3 })).rejects.toMatchObject({
      code: 'COMMON_BAD_SEAT',
    });
    await expect(
      requestJson(nc, subject('setup'), { config: { players: 7 }, seed: 'x' }),
    ).rejects.toMatchObject({
      code: 'COMMON_BAD_CONFIG',
    });
  });
});

function bagWithHand(hand: string[]): string[] {
  const all: string[] = [];
  for (const c of 'ABCDEFGHIJKL') for (const g of 'mw') for (let n = 1; n <= 4; n++) all.push(`${c}${g}${n}`);
  all.push('Xm1', 'Xm2', 'Xw1', 'Xw2');
  return [...hand, ...all.filter((t) => !hand.includes(t))];
}
