/**
 * The Speedcoup computers. Every level keeps the conventions (conventions.ts) for signals, loot,
 * answers and the Pfiff. "leicht" plays the rule-of-thumb policy on a few guesses of the hidden cards
 * (majority vote); "normal", "stark" and "Meister" play every legal card (and every option of the
 * Boss, every loot in the draft) out to the end on the same sampled deals — consistent with voids,
 * signals, the Boss's Dietrich 4 and, for the Boss, the others' one-word answers — with all four
 * seats following the policy, and take the option that succeeds most often.
 */
import { type CoupAction, type CoupView, coupDef } from '@spielcenter/coup';
import type { Rng } from '@spielcenter/proto';
import type { CandidateValue, Choice, Decision, Player } from '../players/types.js';
import {
  answerFits,
  conventionAnswer,
  conventionPass,
  conventionSignal,
  conventionTake,
  conventionVote,
  lootFit,
} from './conventions.js';
import { type Knowledge, knowledge, type LootSpec, lootSpecs, sampleHands, worldOf } from './know.js';
import {
  type Card,
  cloneWorld,
  DECK,
  markCode,
  play,
  policyCard,
  rollout,
  suitOfCard,
  toCard,
  turnSeat,
  type World,
} from './sim.js';

export interface CoupSettings {
  /** Sampled deals per decision; 0 = rules of thumb (leicht). */
  readonly samples: number;
  /** leicht: guesses of the hidden cards the policy votes over. */
  readonly guesses: number;
  /** Fewer deals than this only when the budget runs out before. */
  readonly minSamples: number;
  /** Share of the time budget the sampling may use. */
  readonly budgetShare: number;
}

type D = Decision<CoupView, CoupAction>;

/** Sampled deals of the last decision (for the bench). */
export const coupSearchStats = { deals: 0 };
type Option<T> = { readonly action: CoupAction; readonly arg: T };

interface Ctx {
  readonly d: D;
  readonly v: CoupView;
  readonly k: Knowledge;
  readonly set: CoupSettings;
  readonly deadline: number;
}

function only<T extends CoupAction['type']>(
  legal: readonly CoupAction[],
  type: T,
): Extract<CoupAction, { type: T }>[] {
  return legal.filter((a): a is Extract<CoupAction, { type: T }> => a.type === type);
}

/**
 * Plays each option out on the same sampled deals (common random numbers); returns the mean score
 * per option and the number of deals. `base` builds one deal; `apply` puts the option into it.
 */
function evaluate<T>(
  c: Ctx,
  options: readonly Option<T>[],
  base: (rng: Rng) => World,
  apply: (w: World, arg: T, rng: Rng) => void,
): { means: number[]; deals: number } {
  const sums = options.map(() => 0);
  let deals = 0;
  const rng = c.d.rng;
  while (deals < c.set.samples && (deals < c.set.minSamples || performance.now() < c.deadline)) {
    const w0 = base(rng);
    options.forEach((o, i) => {
      const w = cloneWorld(w0);
      apply(w, o.arg, rng);
      sums[i]! += rollout(w, rng);
    });
    deals++;
  }
  coupSearchStats.deals = deals;
  return { means: sums.map((s) => s / Math.max(1, deals)), deals };
}

function pickBest<T>(
  options: readonly Option<T>[],
  means: readonly number[],
  deals: number,
  what: string,
): Choice<CoupAction> {
  let bi = 0;
  for (let i = 1; i < options.length; i++) if (means[i]! > means[bi]! + 1e-9) bi = i;
  const values: CandidateValue<CoupAction>[] = options.map((o, i) => ({
    action: o.action,
    value: means[i]!,
  }));
  const pct = Math.round(Math.min(1, means[bi]!) * 100);
  return {
    action: options[bi]!.action,
    reason: `${what}: in ${deals} durchgespielten Verteilungen gelingt der Coup damit in etwa ${pct} %.`,
    values,
  };
}

/** The draft from `turn` on (the convention's choice for everyone), in a deal with all hands. */
function finishDraft(w: World, turn: number, skip: number): void {
  let seat = turn;
  for (let guard = 0; guard < 50; guard++) {
    const free = w.lootCard.filter((_, i) => w.lootOwner[i]! < 0);
    if (free.length === 0) return;
    if (seat !== skip) {
      const card = conventionTake(w.hands[seat]!, free);
      w.lootOwner[w.lootOf[card]!] = seat;
    }
    seat = (seat + 1) % w.n;
  }
}

/** Loot before the tricks: the view's, or (hidden, "wer traut sich") drawn like the engine does. */
function lootForDeal(c: Ctx, rng: Rng): LootSpec[] {
  if (!c.v.lootHidden) return lootSpecs(c.v);
  const def = coupDef(c.v.caseFile.coup);
  const pool = rng.shuffle(DECK.filter((x) => suitOfCard(x) < 4));
  return Array.from({ length: c.v.lootCount }, (_, i) => {
    const suit = def.lootSuits[i];
    const j = suit ? pool.findIndex((x) => suitOfCard(x) === 'JGUP'.indexOf(suit)) : 0;
    const card = pool.splice(Math.max(0, j), 1)[0]!;
    return { card, owner: -1, mark: markCode(def.marks[i] ?? null), wonTrick: -1 };
  });
}

/** The others' answers as a test on a dealt hand set (the Boss's hints). */
function answersAccept(c: Ctx, loot: Card | null): (hands: Card[][]) => boolean {
  const p = c.v.phase;
  const words = p.answers;
  return (hands) =>
    words.every((w, s) => w === null || w === '-' || answerFits(hands[s]!, p.purpose, p.question, loot, w));
}

function deal(
  c: Ctx,
  rng: Rng,
  accept?: (hands: Card[][]) => boolean,
): { hands: Card[][]; loot: LootSpec[] } {
  return { hands: sampleHands(c.k, rng, accept), loot: lootForDeal(c, rng) };
}

// ---------- phases ----------

function answer(c: Ctx): CoupAction {
  const p = c.v.phase;
  const loot = p.kind === 'distribute' && p.index !== null ? toCard(c.v.loot[p.index]!.card) : null;
  const word = conventionAnswer(c.k.hand, p.purpose, p.question, loot);
  const answers = only(c.d.legal, 'answer');
  return answers.find((a) => a.word === word) ?? answers[0]!;
}

function chooseEasy(c: Ctx, seats: number[]): number {
  const ans = c.v.phase.answers;
  const want =
    c.v.phase.purpose === 'sick'
      ? ['schlecht']
      : c.v.phase.purpose === 'allLoot'
        ? ['ja']
        : ['Anfang', 'Ende', 'Mitte'];
  for (const w of want) {
    const fit = seats.filter((s) => ans[s] === w);
    if (fit.length > 0) return c.d.rng.pick(fit);
  }
  return c.d.rng.pick(seats);
}

function choose(c: Ctx): CoupAction | Choice<CoupAction> {
  const legal = only(c.d.legal, 'choose');
  const seats = legal.map((a) => a.seat);
  if (c.set.samples === 0) return { type: 'choose', seat: chooseEasy(c, seats) };
  const def = coupDef(c.v.caseFile.coup);
  const purpose = c.v.phase.purpose;
  const accept = answersAccept(c, null);
  const options = legal.map((a) => ({ action: a as CoupAction, arg: a.seat }));
  const { means, deals } = evaluate(
    c,
    options,
    (rng) => {
      const { hands, loot } = deal(c, rng, accept);
      return worldOf(c.v, hands, loot);
    },
    (w, seat) => {
      if (purpose === 'allLoot') for (let i = 0; i < w.lootOwner.length; i++) w.lootOwner[i] = seat;
      else {
        w.chosen = seat;
        finishDraft(w, c.v.boss, def.chosenWithoutLoot ? seat : -1);
      }
    },
  );
  return pickBest(options, means, deals, 'Wahl');
}

function assignEasy(c: Ctx, seats: number[]): number {
  const p = c.v.phase;
  const card = toCard(c.v.loot[p.index ?? 0]!.card);
  if (seats.includes(c.v.boss) && lootFit(c.k.hand, card) >= 2) return c.v.boss;
  const yes = seats.filter((s) => p.answers[s] === 'ja');
  return c.d.rng.pick(yes.length > 0 ? yes : seats);
}

function assign(c: Ctx): CoupAction | Choice<CoupAction> {
  const legal = only(c.d.legal, 'assign');
  const seats = legal.map((a) => a.seat);
  if (c.set.samples === 0) return { type: 'assign', seat: assignEasy(c, seats) };
  const index = c.v.phase.index ?? 0;
  const accept = answersAccept(c, toCard(c.v.loot[index]!.card));
  const options = legal.map((a) => ({ action: a as CoupAction, arg: a.seat }));
  const { means, deals } = evaluate(
    c,
    options,
    (rng) => worldOf(c.v, sampleHands(c.k, rng, accept), lootSpecs(c.v)),
    (w, seat) => {
      w.lootOwner[index] = seat;
    },
  );
  return pickBest(options, means, deals, 'Zuteilung');
}

function take(c: Ctx): CoupAction | Choice<CoupAction> {
  const legal = only(c.d.legal, 'take');
  const turn = c.v.phase.turn ?? c.d.seat;
  const hand =
    turn === c.d.seat ? c.k.hand : (c.v.piles.flatMap((p) => (p.open ? [toCard(p.open)] : [])) as Card[]);
  if (c.set.samples === 0)
    return {
      type: 'take',
      card: legal.find(
        (a) =>
          toCard(a.card) ===
          conventionTake(
            hand,
            legal.map((a) => toCard(a.card)),
          ),
      )!.card,
    };
  // „Beute: Er nimmt die Beute, die zu seiner Hand passt – die Karte selbst, eine höhere Karte
  // derselben Farbe oder, ohne diese Farbe, Dietriche zum Stechen.“ The partners (and the people)
  // read his loot by that, so the search weighs only the loot that fits; all of it when none does.
  const fitting = legal.filter((a) => lootFit(hand, toCard(a.card)) >= 1);
  const candidates = fitting.length > 0 ? fitting : legal;
  if (candidates.length === 1)
    return {
      action: candidates[0]!,
      reason: 'Beute: die einzige, die zu seiner Hand passt.',
      values: [{ action: candidates[0]!, value: 1 }],
    };
  const def = coupDef(c.v.caseFile.coup);
  const skip = def.chosenWithoutLoot ? (c.v.chosen ?? -1) : -1;
  const options = candidates.map((a) => ({ action: a as CoupAction, arg: toCard(a.card) }));
  const { means, deals } = evaluate(
    c,
    options,
    (rng) => worldOf(c.v, sampleHands(c.k, rng), lootSpecs(c.v)),
    (w, card) => {
      w.lootOwner[w.lootOf[card]!] = turn;
      finishDraft(w, (turn + 1) % w.n, skip);
    },
  );
  return pickBest(options, means, deals, 'Beute');
}

/** Marks and passing loot on: the Boss weighs every option (keeping included). */
function bossOption(c: Ctx): CoupAction | Choice<CoupAction> {
  const legal = c.d.legal.filter(
    (a) => a.type === 'keepMarks' || a.type === 'moveMark' || a.type === 'keepLoot' || a.type === 'passLoot',
  );
  const keep = legal.find((a) => a.type === 'keepMarks' || a.type === 'keepLoot')!;
  if (c.set.samples === 0) return keep;
  const options = legal.map((a) => ({ action: a, arg: a }));
  const { means, deals } = evaluate(
    c,
    options,
    (rng) => worldOf(c.v, sampleHands(c.k, rng), lootSpecs(c.v)),
    (w, a) => {
      if (a.type === 'moveMark') {
        const i = w.lootOf[toCard(a.from)]!;
        const j = w.lootOf[toCard(a.to)]!;
        const m = w.lootMark[i]!;
        w.lootMark[i] = w.lootMark[j]!;
        w.lootMark[j] = m;
      } else if (a.type === 'passLoot') w.lootOwner[w.lootOf[toCard(a.card)]!] = a.to;
    },
  );
  // keeping wins ties: nothing changes without a reason
  const ki = legal.indexOf(keep);
  const bestOther = Math.max(...means.filter((_, i) => i !== ki));
  if (means[ki]! >= bestOther - 1e-9)
    return {
      action: keep,
      reason: 'Alles bleibt, wie es ist.',
      values: options.map((o, i) => ({ action: o.action, value: means[i]! })),
    };
  return pickBest(options, means, deals, 'Boss');
}

function pass(c: Ctx): CoupAction {
  const dir = c.v.phase.direction === 'right' ? -1 : 1;
  const receiver = (c.d.seat + dir + c.v.players) % c.v.players;
  const theirs = c.v.loot
    .filter((l) => l.owner === receiver && l.wonTrick === null)
    .map((l) => toCard(l.card));
  const card = conventionPass(c.k.hand, theirs);
  const legal = only(c.d.legal, 'pass');
  return legal.find((a) => toCard(a.card) === card) ?? legal[0]!;
}

/** Only when deciding for a human (a clock ran out, or the human left during the vote). */
function vote(c: Ctx): CoupAction {
  const n = c.v.players;
  const openLootOf = (seat: number) =>
    c.v.loot.filter((l) => l.owner === seat && l.wonTrick === null).map((l) => toCard(l.card));
  const choice = conventionVote(
    c.k.hand,
    openLootOf((c.d.seat + 1) % n),
    openLootOf((c.d.seat + n - 1) % n),
    c.v.pfiff.mode,
  );
  const legal = only(c.d.legal, 'vote');
  return legal.find((a) => a.choice === choice) ?? legal[0]!;
}

function signal(c: Ctx): CoupAction | null {
  const allowed = only(c.d.legal, 'signal').map((a) => toCard(a.card));
  if (allowed.length === 0) return null;
  const v = c.v;
  const showTrick = v.trick && v.trick.cards.length > 0 ? v.tricks.length + 1 : v.tricks.length;
  const loot = v.loot.map((l) => ({ card: toCard(l.card), owner: l.owner, won: l.wonTrick !== null }));
  const card = conventionSignal(c.k.hand, c.d.seat, loot, showTrick, allowed);
  return card === null
    ? null
    : { type: 'signal', card: only(c.d.legal, 'signal').find((a) => toCard(a.card) === card)!.card };
}

function playCard(c: Ctx): CoupAction | Choice<CoupAction> {
  const legal = only(c.d.legal, 'play');
  if (legal.length === 1) return legal[0]!;
  const cards = legal.map((a) => toCard(a.card));
  const world = (rng: Rng) => worldOf(c.v, sampleHands(c.k, rng), lootSpecs(c.v));
  if (c.set.samples === 0) {
    const votes = new Map<Card, number>();
    for (let i = 0; i < c.set.guesses; i++) {
      const w = world(c.d.rng);
      const card = policyCard(w, c.d.rng);
      if (cards.includes(card)) votes.set(card, (votes.get(card) ?? 0) + 1);
    }
    let best = cards.slice().sort((a, b) => a - b)[0]!;
    let most = 0;
    for (const [card, n] of votes)
      if (n > most) {
        most = n;
        best = card;
      }
    return legal[cards.indexOf(best)]!;
  }
  const options = legal.map((a, i) => ({ action: a as CoupAction, arg: cards[i]! }));
  const { means, deals } = evaluate(c, options, world, (w, card, rng) => {
    // the world's turn seat is the view's (the Boss plays for the Schatten)
    if (turnSeat(w) !== (c.v.phase.turn ?? c.d.seat)) return;
    play(w, card, rng);
  });
  return pickBest(options, means, deals, 'Karte');
}

export function makeCoupPlayer(set: CoupSettings): Player<CoupView, CoupAction> {
  return (d: D) => {
    const legal = d.legal.filter((a) => a.type !== 'pfiff');
    if (legal.length === 0) return d.legal[0]!;
    const v = d.view;
    const now = performance.now();
    const deadline = Math.min(d.budget.deadline, now + d.budget.ms * set.budgetShare);
    const c: Ctx = { d, v, k: knowledge(v, d.seat), set, deadline };
    if (legal.some((a) => a.type === 'answer')) return answer(c);
    switch (v.phase.kind) {
      case 'ask':
        return choose(c);
      case 'distribute':
        return assign(c);
      case 'draft':
        return take(c);
      case 'marks':
      case 'passOn':
        return bossOption(c);
      case 'pfiffVote':
        return vote(c);
      case 'pfiffPass':
        return pass(c);
      case 'play':
        // For a human (his clock ran out) the computer decides the card only: „Menschen behalten
        // ihr Zeichen“, and a signal is no decision.
        return (v.humans.includes(d.seat) ? null : signal(c)) ?? playCard(c);
      default:
        return d.rng.pick(legal);
    }
  };
}
