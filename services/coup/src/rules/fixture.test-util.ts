/** Test helpers: fixed deals from a few named cards, acting with checks, driving to the tricks. */
import { isRuleError } from '@spielcenter/proto';
import { expect } from 'vitest';
import type { CoupAction } from './actions.js';
import { ALL_CARDS, type CardId, COLOUR_CARDS } from './cards.js';
import type { CoupConfig, DeckSpec } from './config.js';
import { handSizes } from './config.js';
import { engine } from './engine.js';
import type { CoupState } from './state.js';

/** Completes the given cards per seat with the rest of the deck (in a fixed order). */
export function deck(
  players: number,
  given: Record<number, CardId[]>,
  loot?: CardId[],
  shadowGiven: CardId[] = [],
): DeckSpec {
  const used = new Set([...Object.values(given).flat(), ...shadowGiven]);
  const sizes = handSizes(players);
  let shadow: [CardId, CardId][] | undefined;
  if (players === 2) {
    const colours = [...shadowGiven, ...COLOUR_CARDS.filter((c) => !used.has(c) && !shadowGiven.includes(c))];
    // keep colour cards for the shadow first, reserving enough for the given hands
    const pileCards = colours.slice(0, 14);
    for (const c of pileCards) used.add(c);
    shadow = Array.from({ length: 7 }, (_, i) => [pileCards[2 * i]!, pileCards[2 * i + 1]!]);
  }
  const rest = ALL_CARDS.filter((c) => !used.has(c));
  const hands = sizes.map((n, seat) => {
    const h = [...(given[seat] ?? [])];
    while (h.length < n) h.push(rest.shift()!);
    return h;
  });
  return { hands, ...(shadow ? { shadow } : {}), ...(loot ? { loot } : {}) };
}

export function start(config: Partial<CoupConfig> & { players: number }, seed = 'test'): CoupState {
  return engine.setup(engine.parseConfig(config), seed);
}

export function act(s: CoupState, seat: number, action: CoupAction): CoupState {
  return engine.apply(s, seat, action).state;
}

export function events(s: CoupState, seat: number, action: CoupAction) {
  return engine.apply(s, seat, action).events;
}

/** Expects the action to be refused with this code (apply and explain agree). */
export function refused(s: CoupState, seat: number, action: unknown, code: string): void {
  expect(engine.explain(s, seat, action as CoupAction)?.code).toBe(code);
  try {
    engine.apply(s, seat, action as CoupAction);
  } catch (e) {
    expect(isRuleError(e)).toBe(true);
    expect((e as { code: string }).code).toBe(code);
    return;
  }
  throw new Error(`expected ${code}`);
}

/** Plays cards in order, each by the seat whose turn it is (the Boss for the Schatten). */
export function playAll(s: CoupState, cards: CardId[]): CoupState {
  let st = s;
  for (const card of cards) st = act(st, engine.toAct(st)[0]!, { type: 'play', card });
  return st;
}

/** Takes loot in draft order: each turn takes the first listed card for that table seat. */
export function draft(s: CoupState, wanted: Record<number, CardId[]>): CoupState {
  let st = s;
  const queue = Object.fromEntries(Object.entries(wanted).map(([k, v]) => [k, [...v]]));
  while (st.phase.kind === 'draft') {
    const turn = st.phase.turn;
    const card = queue[turn]?.shift();
    if (!card) throw new Error(`no loot listed for seat ${turn}`);
    st = act(st, engine.toAct(st)[0]!, { type: 'take', card });
  }
  return st;
}

/** The clock's choice, or (answers and votes, where the computer decides) the first word or vote. */
export function firstDecision(s: CoupState, seat: number): CoupAction {
  return (
    engine.defaultAction(s, seat) ??
    engine.legalActions(s, seat).find((a) => a.type !== 'pfiff' && a.type !== 'signal')!
  );
}
