// The generic rule service over the real NATS server, with a tiny complete game (Nim: take 1–3
// from a pile, who takes the last one wins) as the engine under the service.
import type { NatsConnection } from '@nats-io/transport-node';
import {
  type AutoResult,
  type AutosResult,
  commonErrors,
  defineErrors,
  type GameEngine,
  type StepResult,
} from '@spielcenter/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestJson } from './client.js';
import { loadConfig } from './config.js';
import { createLogger } from './log.js';
import { connectNats } from './nats.js';
import { serveEngine } from './rules-service.js';
import type { JsonService } from './service.js';

interface NimState {
  config: { players: number; pile: number };
  pile: number;
  turn: number;
  winner: number | null;
}
type NimAction = { type: 'take'; n: number };
const errors = defineErrors({ NIM_TAKE: { de: 'Nimm 1 bis {max}.', en: 'Take 1 to {max}.' } });
function nimWhy(s: { pile: number; turn: number }, seat: number, a: NimAction) {
  if (seat !== s.turn) return commonErrors.data('COMMON_NOT_YOUR_TURN');
  if (a.type !== 'take' || a.n < 1 || a.n > Math.min(3, s.pile))
    return errors.data('NIM_TAKE', { max: Math.min(3, s.pile) });
  return null;
}
const nim: GameEngine<NimState, NimAction, { pile: number; turn: number }, NimState['config']> = {
  id: 'nim',
  minPlayers: 2,
  maxPlayers: 2,
  parseConfig: (c) => ({ players: 2, pile: Number((c as { pile?: number }).pile ?? 10) }),
  setup: (config) => ({ config, pile: config.pile, turn: 0, winner: null }),
  toAct: (s) => (s.winner === null ? [s.turn] : []),
  legalActions: (s, seat) =>
    s.winner === null && seat === s.turn
      ? [1, 2, 3].filter((n) => n <= s.pile).map((n) => ({ type: 'take' as const, n }))
      : [],
  explain: (s, seat, a) => nimWhy(s, seat, a),
  // The view is the whole state but the config: the same reasons.
  explainView: (v, seat, a) => nimWhy(v, seat, a),
  apply(s, seat, a) {
    const why = this.explain(s, seat, a);
    if (why) throw errors.make(why.code as 'NIM_TAKE', why.params);
    const pile = s.pile - a.n;
    return {
      state: { ...s, pile, turn: 1 - s.turn, winner: pile === 0 ? seat : null },
      events: [{ type: 'took', seat, n: a.n }],
    };
  },
  view: (s) => ({ pile: s.pile, turn: s.turn }),
  outcome: (s) =>
    s.winner === null
      ? null
      : {
          scores: [0, 1].map((p) => (p === s.winner ? 1 : 0)),
          ranks: [0, 1].map((p) => (p === s.winner ? 1 : 2)),
          leaderboardPoints: [0, 0],
        },
  defaultAction: () => ({ type: 'take', n: 1 }),
};

// A private game id per run, so a running boss service or a parallel test never answers.
const GAME = `nim${process.pid}x${Date.now()}`;
const subject = (op: string) => `rules.${GAME}.${op}`;
let nc: NatsConnection;
let svc: JsonService;
beforeAll(async () => {
  nc = await connectNats({ url: loadConfig().NATS_URL, name: 'rules-test' });
  svc = await serveEngine(nc, GAME, nim, createLogger('test', 'silent'));
});
afterAll(async () => {
  await svc.stop();
  await nc.drain();
});

describe('generic rule service over real NATS', () => {
  it('sets up, steps to the end, and returns legal sets and views with each state', async () => {
    const started = await requestJson<StepResult>(nc, subject('setup'), { config: { pile: 4 }, seed: 's' });
    expect(started.toAct).toEqual([0]);
    expect(started.legal['0']).toHaveLength(3);
    let step = started;
    const actions: NimAction[] = [
      { type: 'take', n: 3 },
      { type: 'take', n: 1 },
    ];
    for (const [i, action] of actions.entries()) {
      step = await requestJson<StepResult>(nc, subject('step'), { state: step.state, seat: i % 2, action });
    }
    expect(step.outcome?.ranks).toEqual([2, 1]);
    expect(step.views).toEqual([
      { pile: 0, turn: 0 },
      { pile: 0, turn: 0 },
    ]);
    expect(step.events).toEqual([{ type: 'took', seat: 1, n: 1 }]);
  });

  it('answers an illegal action with the rule error in German and English', async () => {
    const started = await requestJson<StepResult>(nc, subject('setup'), { config: { pile: 2 }, seed: 's' });
    await expect(
      requestJson(nc, subject('step'), { state: started.state, seat: 0, action: { type: 'take', n: 3 } }),
    ).rejects.toMatchObject({ code: 'NIM_TAKE', de: 'Nimm 1 bis 2.', en: 'Take 1 to 2.' });
    await expect(
      requestJson(nc, subject('explain'), {
        view: started.views[1],
        seat: 1,
        action: { type: 'take', n: 1 },
      }),
    ).resolves.toMatchObject({ code: 'COMMON_NOT_YOUR_TURN' });
    await expect(
      requestJson(nc, subject('explain'), {
        view: started.views[0],
        seat: 0,
        action: { type: 'take', n: 3 },
      }),
    ).resolves.toMatchObject({ code: 'NIM_TAKE', params: { max: 2 } });
    // The state is no longer taken: a seat's explanation comes from its view.
    await expect(
      requestJson(nc, subject('explain'), { state: started.state, seat: 1, action: { type: 'take', n: 1 } }),
    ).rejects.toMatchObject({ code: 'COMMON_BAD_MESSAGE' });
    await expect(requestJson(nc, subject('legal'), { state: started.state, seat: 5 })).rejects.toMatchObject({
      code: 'COMMON_BAD_SEAT',
    });
  });

  it('plays a computer in one round trip: asks the AI, applies its action, views only where asked', async () => {
    const started = await requestJson<StepResult>(nc, subject('setup'), { config: { pile: 5 }, seed: 's' });
    // The AI of this private game: a NATS responder on ai.<game>.decide that answers what `take` says.
    let take = 2;
    const asked: unknown[] = [];
    const ai = nc.subscribe(`ai.${GAME}.decide`, {
      callback: (_, msg) => {
        asked.push(msg.json());
        msg.respond(JSON.stringify({ ok: true, result: { action: { type: 'take', n: take } } }));
      },
    });
    try {
      const auto = (views?: number[]) =>
        requestJson<AutoResult>(nc, subject('auto'), {
          state: started.state,
          seat: 0,
          level: 'normal',
          seed: 'x',
          aiTimeoutMs: 2000,
          ...(views ? { views } : {}),
        });
      const played = await auto([1]);
      expect(played.action).toEqual({ type: 'take', n: 2 });
      expect(played.step?.state).toMatchObject({ pile: 3, turn: 1 });
      expect(played.step?.views).toEqual([null, { pile: 3, turn: 1 }]);
      // The AI got the seat's view and legal set, never the state.
      expect(asked[0]).toMatchObject({
        game: GAME,
        level: 'normal',
        seat: 0,
        view: { pile: 5, turn: 0 },
        seed: 'x',
      });
      expect((asked[0] as { legal: unknown[] }).legal).toHaveLength(3);
      expect((await auto()).step?.views).toHaveLength(2);
      take = 4; // an action the rules refuse: no step, the refusal
      const refused = await auto([1]);
      expect(refused).toMatchObject({
        action: { type: 'take', n: 4 },
        step: null,
        refused: { code: 'NIM_TAKE' },
      });
    } finally {
      ai.unsubscribe();
    }
    // No AI at all: no action, no step, the reason.
    const none = await requestJson<AutoResult>(nc, subject('auto'), {
      state: started.state,
      seat: 0,
      level: 'normal',
      aiTimeoutMs: 500,
    });
    expect(none).toMatchObject({ action: null, step: null });
    expect(none.aiError).toMatch(/COMMON_(UNAVAILABLE|TIMEOUT)/);
  });

  it('plays a run of computers in one round trip: each AI seed by its version, until a person may act', async () => {
    const started = await requestJson<StepResult>(nc, subject('setup'), { config: { pile: 9 }, seed: 's' });
    const seeds: string[] = [];
    const ai = nc.subscribe(`ai.${GAME}.decide`, {
      callback: (_, msg) => {
        seeds.push((msg.json() as { seed: string }).seed);
        msg.respond(JSON.stringify({ ok: true, result: { action: { type: 'take', n: 1 } } }));
      },
    });
    const autos = (o: Record<string, unknown>) =>
      requestJson<AutosResult>(nc, subject('autos'), {
        state: started.state,
        version: 7,
        computers: [
          { seat: 0, level: 'easy' },
          { seat: 1, level: 'easy' },
        ],
        humans: [],
        stopAfter: [],
        seedBase: 'base',
        max: 4,
        withinMs: 5000,
        aiTimeoutMs: 2000,
        ...o,
      });
    try {
      // Two computers: four moves, the piles 8, 7, 6, 5, each decided with the seed of the version
      // it starts from, as four single moves would be.
      const run = await autos({ views: [] });
      expect(run.moves.map((m) => [m.seat, (m.step.state as { pile: number }).pile])).toEqual([
        [0, 8],
        [1, 7],
        [0, 6],
        [1, 5],
      ]);
      expect(seeds).toEqual(['base:7', 'base:8', 'base:9', 'base:10']);
      expect(run.moves[0]?.step.views).toEqual([null, null]);
      // Seat 1 a person: one move, then the person is to act.
      const one = await autos({ computers: [{ seat: 0, level: 'easy' }], humans: [1], views: [1] });
      expect(one.moves.map((m) => m.seat)).toEqual([0]);
      expect(one.moves[0]?.step.views).toEqual([null, { pile: 8, turn: 1 }]);
      // An event the table stops at ends the run after its step.
      expect((await autos({ stopAfter: ['took'] })).moves).toHaveLength(1);
      // The outcome ends it too.
      const end = await autos({ state: { ...started.state, pile: 2 }, max: 10 });
      expect(end.moves).toHaveLength(2);
      expect(end.moves.at(-1)?.step.outcome).not.toBeNull();
    } finally {
      ai.unsubscribe();
    }
    // No AI: no moves, and why.
    const none = await autos({ aiTimeoutMs: 300 });
    expect(none.moves).toEqual([]);
    expect(none.aiError).toMatch(/COMMON_(UNAVAILABLE|TIMEOUT)/);
  });
});
