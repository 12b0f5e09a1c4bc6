/** A new attempt: deal (or take config.deck), find the Boss, reveal the loot, enter the first phase. */
import { Rng } from '@spielcenter/proto';
import { coupDef } from './campaign.js';
import { ALL_CARDS, type CardId, COLOUR_CARDS, DIETRICHE } from './cards.js';
import { enterStage } from './flow.js';
import type { CoupConfig, CoupState, DeckSpec, Loot } from './state.js';

function randomDeal(players: number, rng: Rng): DeckSpec {
  if (players === 2) {
    const colours = rng.shuffle(COLOUR_CARDS);
    const piles = Array.from(
      { length: 7 },
      (_, i) => [colours[2 * i], colours[2 * i + 1]] as [CardId, CardId],
    );
    const rest = rng.shuffle([...colours.slice(14), ...DIETRICHE]);
    return { hands: [rest.slice(0, 13), rest.slice(13)], shadow: piles };
  }
  const deck = rng.shuffle(ALL_CARDS);
  const hands: CardId[][] = Array.from({ length: players }, () => []);
  for (const [i, card] of deck.entries()) hands[i % players]?.push(card);
  return { hands };
}

export function setup(config: CoupConfig, seed: string): CoupState {
  const rng = Rng.fromSeed(seed);
  const def = coupDef(config.coup);
  const deal = config.deck ?? randomDeal(config.players, rng);
  const lootCards = config.deck?.loot ?? rng.shuffle(COLOUR_CARDS).slice(0, def.loot);
  const loot: Loot[] = lootCards.map((card, i) => ({
    card,
    owner: null,
    mark: def.marks[i] ?? null,
    wonTrick: null,
  }));
  const seats = config.players === 2 ? 3 : config.players;
  const hands = deal.hands.map((h) => [...h]);
  if (seats === 3 && config.players === 2) hands.push([]);
  const boss = hands.findIndex((h) => h.includes('D4'));
  const state: CoupState = {
    config,
    rng: rng.save(),
    seats,
    shadow: config.players === 2 ? 2 : null,
    boss,
    hands,
    piles: (deal.shadow ?? []).map(([bottom, top]) => ({ cards: [bottom, top], bottomOpen: false })),
    loot,
    lootHidden: false,
    chosen: null,
    answers: [],
    signals: [],
    queued: [],
    signalUsed: Array.from({ length: seats }, () => false),
    humanSignal: false,
    pfiff: { status: 'none', caller: null, direction: null },
    marksChanged: false,
    passedOn: false,
    tricks: [],
    trick: null,
    voids: Array.from({ length: seats }, () => []),
    won: Array.from({ length: seats }, () => 0),
    tricksTotal: Math.floor(40 / seats),
    startHands: null,
    startPiles: null,
    phase: { kind: 'over' },
    result: null,
  };
  enterStage(state, 'special');
  return state;
}
