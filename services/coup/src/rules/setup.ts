/**
 * A new attempt (deal or config.deck, the Boss, the loot) and the order of its stages:
 * Boss question → loot → marks → passing on → (Pfiff vote) → tricks. Every phase that ends calls
 * `enterStage` with the next stage; a stage this coup does not have is skipped.
 */
import { Rng } from '@spielcenter/proto';
import { coupDef } from './campaign.js';
import { ALL_CARDS, type CardId, COLOUR_CARDS, DIETRICHE, suitOf } from './cards.js';
import type { CoupConfig, DeckSpec } from './config.js';
import { bossMayPassOn, type CoupDef } from './coups.js';
import type { CoupState, Loot, Vote } from './state.js';

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

/** The loot in reveal order: shuffled colour cards, of the colour the case file names where it does. */
function drawLoot(def: CoupDef, rng: Rng): CardId[] {
  const pool = rng.shuffle(COLOUR_CARDS);
  return Array.from({ length: def.loot }, (_, i) => {
    const suit = def.lootSuits[i];
    const k = suit ? pool.findIndex((c) => suitOf(c) === suit) : 0;
    return pool.splice(k, 1)[0]!;
  });
}

export function setup(config: CoupConfig, seed: string): CoupState {
  const rng = Rng.fromSeed(seed);
  const def = coupDef(config.coup);
  const deal = config.deck ?? randomDeal(config.players, rng);
  const lootCards = config.deck?.loot ?? drawLoot(def, rng);
  const loot: Loot[] = lootCards.map((card, i) => ({
    card,
    owner: null,
    mark: def.marks[i] ?? null,
    wonTrick: null,
  }));
  const seats = config.players === 2 ? 3 : config.players;
  const hands = deal.hands.map((h) => [...h]);
  if (seats === 3 && config.players === 2) hands.push([]);
  const state: CoupState = {
    config,
    rng: rng.save(),
    seats,
    shadow: config.players === 2 ? 2 : null,
    boss: hands.findIndex((h) => h.includes('D4')),
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
    pfiff: { status: 'none', caller: null, direction: null, votes: [] },
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

export type Stage = 'special' | 'loot' | 'marks' | 'passOn' | 'tricks';

function pending(s: CoupState, who: (seat: number) => boolean): (string | null)[] {
  return Array.from({ length: s.config.players }, (_, i) => (who(i) ? null : '-'));
}

/** Answers still missing are null; '-' marks a seat that does not answer (the Boss). */
export function blankAnswers(s: CoupState): (string | null)[] {
  return pending(s, (i) => i !== s.boss);
}

function enterLoot(s: CoupState, def: CoupDef): void {
  if (s.loot.length === 0) enterStage(s, 'marks');
  else if (def.lootMode === 'allLoot') {
    s.lootHidden = true;
    s.phase = { kind: 'ask', words: 'yesNo', purpose: 'allLoot', answers: blankAnswers(s) };
  } else if (def.lootMode === 'distribute')
    s.phase = { kind: 'distribute', index: 0, answers: blankAnswers(s) };
  else s.phase = { kind: 'draft', turn: s.boss };
}

/** Enters `stage`, or the next one that applies to this coup. Mutates s. */
export function enterStage(s: CoupState, stage: Stage): void {
  const def = coupDef(s.config.coup);
  switch (stage) {
    case 'special':
      if (def.special === 'sick' || def.special === 'oneTrick') {
        const words = def.special === 'sick' ? 'goodBad' : 'startEndMiddle';
        s.phase = { kind: 'ask', words, purpose: def.special, answers: blankAnswers(s) };
      } else enterStage(s, 'loot');
      return;
    case 'loot':
      enterLoot(s, def);
      return;
    case 'marks':
      if (def.bossMarks && s.loot.some((l) => l.mark !== null)) s.phase = { kind: 'marks' };
      else enterStage(s, 'passOn');
      return;
    case 'passOn':
      if (bossMayPassOn(def, s.config.players) && s.loot.length > 0) s.phase = { kind: 'passOn' };
      else enterTricks(s);
      return;
    case 'tricks':
      enterTricks(s);
      return;
  }
}

/** Before the first trick: the Pfiff vote when due, else the play. */
export function enterTricks(s: CoupState): void {
  const humans = s.config.humans;
  const voteDue =
    (s.config.pfiff === 'every' && s.pfiff.status === 'none' && humans.length > 0) ||
    s.pfiff.status === 'called';
  if (voteDue) {
    s.phase = { kind: 'pfiffVote', votes: pending(s, (i) => humans.includes(i)) as (Vote | '-' | null)[] };
    return;
  }
  s.phase = { kind: 'play' };
  if (!s.trick) s.trick = { leader: s.boss, cards: [], winner: null };
}
