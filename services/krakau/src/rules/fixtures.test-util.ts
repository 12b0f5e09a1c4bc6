/** Test fixtures: fixed deals and short helpers to drive the engine. */
import type { Seat } from '@spielcenter/proto';
import type { KrakauAction } from './actions.js';
import { type KrakauConfigInput, parseConfig } from './config.js';
import { engine } from './engine.js';
import type { KrakauEvent } from './events.js';
import { scoreGame } from './scoring.js';
import { cloneState, type KrakauState, type Marriage } from './state.js';

/** Three players, dealer seat 2: seat 0 (forced bid) has the heart marriage, 1 spades, 2 clubs. */
export const HANDS3 = {
  s0: ['Kh', 'Qh', 'Ah', 'Th', '9s', '9c', 'Jd'],
  s1: ['As', 'Ts', 'Ks', 'Qs', 'Js', '9d', 'Qd'],
  s2: ['Ac', 'Tc', 'Kc', 'Qc', 'Jc', 'Ad', 'Td'],
  musik: ['Kd', 'Jh', '9h'],
};
export const DEAL3 = [...HANDS3.s0, ...HANDS3.s1, ...HANDS3.s2, ...HANDS3.musik];

export function start(
  input: Partial<KrakauConfigInput> = {},
  deal: string[] = DEAL3,
  seed = 't',
): KrakauState {
  return engine.setup(parseConfig({ players: 3, deck: [deal], ...input }), seed);
}

export function act(state: KrakauState, seat: Seat, action: KrakauAction): KrakauState {
  return engine.apply(state, seat, action).state;
}

/** Applies actions in turn, each by the seat that must act. */
export function run(state: KrakauState, ...actions: KrakauAction[]): KrakauState {
  let s = state;
  for (const a of actions) s = act(s, engine.toAct(s)[0] as Seat, a);
  return s;
}

/** Seat 0 declares 100 after both others pass, gives Jd to 1 and 9c to 2, declares `game`. */
export function toPlay(input: Partial<KrakauConfigInput> = {}, game = 100): KrakauState {
  return run(
    start(input),
    { type: 'pass' },
    { type: 'pass' },
    { type: 'give', card: 'Jd', to: 1 },
    { type: 'give', card: '9c', to: 2 },
    { type: 'done' },
    { type: 'declare', value: game },
  );
}

/** Ends the current game as if all tricks were played with these card points and marriages. */
export function finishWith(
  state: KrakauState,
  taken: number[],
  marriages: Marriage[] = [],
): { state: KrakauState; events: KrakauEvent[] } {
  const draft = cloneState(state);
  draft.round = { ...draft.round, taken, marriages, hands: state.round.hands.map(() => []) };
  const events = scoreGame(draft);
  return { state: draft, events };
}

export function withScores(state: KrakauState, scores: number[], barrel?: number[]): KrakauState {
  return { ...state, scores, barrel: barrel ?? scores.map(() => 0) };
}
