/**
 * The Speedcruise computers („Computergegner“). One seat's view in, one legal action out.
 *
 * Every move is judged by the same evaluation: the points it brings now (played on a state built
 * from the view, so every rule and the event in force count exactly as the engine counts them;
 * the variant's Kaffeekränzchen / Stammtisch moves are among the legal moves and score 20 / 40),
 * the known next station's instant event for the one who reaches it, a smaller hand after a pure
 * table (the computer always takes „Hand −1“: „zieht nach einem reinen Tisch immer eine Karte
 * weniger nach“), a director in hand (a joker early, −10 at the end), and what the passengers kept
 * in hand can still bring on the board left behind.
 *
 * With the variant on, a Kaffeekränzchen / Stammtisch is always taken when one is possible („nutzen
 * jede Gelegenheit“): the level then chooses among those moves only.
 *
 * - leicht takes any move from the better half of its options (uniformly).
 * - normal takes the best evaluated move.
 * - stark checks the best moves for what the next player could make of them: each is played on
 *   states with the bag shuffled anew (the draw that follows is random), the following players
 *   answer in turn with their best immediate move (their hands are open; the next one's gain counts
 *   fully against the move, the one after him half, …), and when the turn comes back (two or three
 *   players) its own best move on the board they leave counts half in its favour.
 */
import {
  CLASS_IDS,
  type CruiseAction,
  type CruiseState,
  type CruiseView,
  engine,
  TABLES,
  tileInfo,
  tileName,
} from '@spielcenter/cruise';
import { Rng } from '@spielcenter/proto';
import type { CandidateValue, Choice, Decision, Player } from '../players/types.js';
import { after, stateFromView } from './sim.js';

export interface CruiseSettings {
  /** Pick uniformly among the better half (leicht) instead of the best. */
  readonly betterHalf: boolean;
  /** Moves checked against the next player's answer (0: none). */
  readonly lookahead: number;
  /** Shuffled bags per checked move. */
  readonly samples: number;
  /** The share of the next players' gains that counts against a move. */
  readonly reply: number;
  /** How many of the following players answer in the check. */
  readonly opponents: number;
  /** The weight of its own best move after the answers (when the turn comes back to it). */
  readonly ownNext: number;
}

export const CRUISE_LEVELS: Readonly<Record<'easy' | 'normal' | 'strong', CruiseSettings>> = {
  easy: { betterHalf: true, lookahead: 0, samples: 0, reply: 0, opponents: 0, ownNext: 0 },
  normal: { betterHalf: false, lookahead: 0, samples: 0, reply: 0, opponents: 0, ownNext: 0 },
  strong: { betterHalf: false, lookahead: 12, samples: 2, reply: 1, opponents: 3, ownNext: 0.5 },
};

/** A smaller hand for good (fewer end penalties, a little less choice). */
const HAND_LESS = 3;
/** What a passenger kept in hand is worth, as a share of the best his class can bring now. */
const KEPT = 0.25;

interface Context {
  readonly view: CruiseView;
  readonly seat: number;
  readonly sim: CruiseState;
  /** The cruise is near its end: the hand will soon cost. */
  readonly late: boolean;
}

function directors(hand: readonly string[]): number {
  let n = 0;
  for (const t of hand) if (tileInfo(t).director) n++;
  return n;
}

/** The best a passenger of each class (index 12: a director) can bring next on this board. */
function classValues(s: CruiseState): { man: number[]; woman: number[] } {
  const tables = engine.view(s, null).tables;
  const man = new Array<number>(CLASS_IDS.length + 1).fill(0);
  const woman = new Array<number>(CLASS_IDS.length + 1).fill(0);
  tables.forEach((t, i) => {
    const cls = CLASS_IDS.indexOf((TABLES[i] as { cls: (typeof CLASS_IDS)[number] }).cls);
    for (const c of [cls, CLASS_IDS.length]) {
      if (t.man) man[c] = Math.max(man[c] as number, t.value);
      if (t.woman) woman[c] = Math.max(woman[c] as number, t.value);
    }
  });
  return { man, woman };
}

function keptValue(s: CruiseState, seat: number): number {
  const { man, woman } = classValues(s);
  let v = 0;
  for (const t of s.hands[seat] ?? []) {
    const info = tileInfo(t);
    const c = info.director ? CLASS_IDS.length : info.cls;
    v += (info.gender === 'm' ? man[c] : woman[c]) ?? 0;
  }
  return KEPT * v;
}

/** The known next station's instant event, for the one whose move reaches it. */
function stationBonus(ctx: Context, action: CruiseAction, s1: CruiseState): number {
  const cruise = ctx.view.cruise;
  if (!cruise || action.type !== 'seat' || cruise.nextStationAt === null) return 0;
  if (cruise.seated + action.seats.length < cruise.nextStationAt) return 0;
  let bonus = cruise.nextStationAt >= 60 ? 5 : 0;
  const hand = s1.hands[ctx.seat] ?? [];
  switch (cruise.nextEvent?.id) {
    case 'pursersBonus':
      bonus += Math.max(3, 3 * (s1.pureTables[ctx.seat]?.length ?? 0));
      break;
    case 'customs':
      bonus -= 2 * (hand.length - directors(hand)) + 4 * directors(hand);
      break;
  }
  return bonus;
}

/**
 * A move's value for the seat making it (points now and what it leaves), and whether it is a
 * Kaffeekränzchen / Stammtisch.
 */
function evaluate(
  ctx: Context,
  action: CruiseAction,
): { value: number; points: number; s1: CruiseState; party: boolean } {
  const { sim, seat } = ctx;
  const { state: s1, events } = engine.apply(sim, seat, action);
  const party = events.some((e) => e.type === 'seated' && e.party !== null);
  const points = (s1.scores[seat] ?? 0) - (sim.scores[seat] ?? 0);
  let value = points + stationBonus(ctx, action, s1);
  if (s1.phase.kind === 'over') return { value, points, s1, party };
  value += ((sim.handSize[seat] ?? 0) - (s1.handSize[seat] ?? 0)) * HAND_LESS;
  const dirs = directors(s1.hands[seat] ?? []) - directors(sim.hands[seat] ?? []);
  value += dirs * (ctx.late ? -8 : 1);
  value += keptValue(s1, seat);
  return { value, points, s1, party };
}

/**
 * What the players after `seat` make of `s1` (my move), after my draw: each in turn plays his best
 * immediate move (his hand is open); the gains of the next `opponents` players, the nearest first.
 */
function replyGains(
  s1: CruiseState,
  seat: number,
  opponents: number,
  own: boolean,
): { gains: number[]; mine: number } {
  let s = s1;
  if (s.phase.kind === 'draw' && s.turn === seat) s = after(s, seat, { type: 'draw' });
  const gains: number[] = [];
  for (let k = 0; k < opponents && s.phase.kind === 'move' && s.turn !== seat; k++) {
    const next = s.turn;
    let best = 0;
    let bestState = s;
    for (const a of engine.legalActions(s, next) as CruiseAction[]) {
      if (a.type === 'seat' && a.pure === 'draw') continue;
      const s2 = after(s, next, a);
      const gain = (s2.scores[next] ?? 0) - (s.scores[next] ?? 0);
      if (gain > best || bestState === s) {
        best = Math.max(best, gain);
        bestState = s2;
      }
    }
    gains.push(best);
    s = bestState;
    if (s.phase.kind === 'draw') s = after(s, next, { type: 'draw' });
  }
  let mine = 0;
  if (own && s.phase.kind === 'move' && s.turn === seat) {
    for (const a of engine.legalActions(s, seat) as CruiseAction[]) {
      if (a.type === 'seat' && a.pure === 'draw') continue;
      mine = Math.max(mine, (after(s, seat, a).scores[seat] ?? 0) - (s.scores[seat] ?? 0));
    }
  }
  return { gains, mine };
}

function describe(action: CruiseAction, view: CruiseView): string {
  switch (action.type) {
    case 'seat':
      return (
        action.seats.map((p) => `${tileName(p.tile)} an ${p.chair}`).join(', ') +
        (action.pure === 'hand' ? ' (reiner Tisch: Hand −1)' : '')
      );
    case 'bar':
      return `${tileName(action.tile)} an die Bar (Hocker ${view.nextStool?.stool ?? '?'})`;
    case 'swap':
      return `${tileName(action.tile)} gegen den Direktor an ${action.chair} tauschen`;
    case 'draw':
      return 'Aus dem Beutel ziehen';
  }
}

type Scored = {
  readonly action: CruiseAction;
  readonly value: number;
  readonly points: number;
  readonly s1: CruiseState;
  readonly party: boolean;
};

/**
 * Every move the computer considers, best first by the one-ply evaluation; Kaffeekränzchen /
 * Stammtisch moves before all others („Die Computer kennen die Variante auch und nutzen jede
 * Gelegenheit“): `parties` of them lead the list, and a level chooses among those when there are any.
 */
export function rankMoves(d: Decision<CruiseView, CruiseAction>): {
  scored: Scored[];
  sim: CruiseState;
  parties: number;
} {
  const { view, seat } = d;
  // „Der Computer zieht nach einem reinen Tisch immer eine Karte weniger nach.“
  const legal = d.legal.filter((a) => !(a.type === 'seat' && a.pure === 'draw'));
  const moves = legal.length > 0 ? legal : d.legal;
  const sim = stateFromView(view, Rng.fromSeed(`${seat}:${view.bagCount}`));
  const ctx: Context = { view, seat, sim, late: view.bagCount <= 4 + 3 * view.players };
  const scored = moves.map((action) => ({ action, ...evaluate(ctx, action) }));
  scored.sort((a, b) => Number(b.party) - Number(a.party) || b.value - a.value);
  return { scored, sim, parties: scored.filter((m) => m.party).length };
}

export function makeCruisePlayer(level: 'easy' | 'normal' | 'strong'): Player<CruiseView, CruiseAction> {
  const settings = CRUISE_LEVELS[level];
  const choose = (d: Decision<CruiseView, CruiseAction>, lv: CruiseSettings) => {
    const { view, seat } = d;
    const rng = d.rng;
    const { scored, sim, parties } = rankMoves(d);
    // With a Kaffeekränzchen / Stammtisch on offer, the level chooses among those moves only.
    const pool = parties > 0 ? scored.slice(0, parties) : scored;
    if (lv.betterHalf) {
      const half = pool.slice(0, Math.max(1, Math.ceil(pool.length / 2)));
      return { pick: rng.pick(half), scored };
    }
    if (lv.lookahead > 0 && pool.length > 1) {
      // Within the time budget: the moves checked so far (best first) compete; at least one.
      const stop = d.budget.deadline - d.budget.ms * 0.1;
      const judged: Scored[] = [];
      for (const m of pool.slice(0, lv.lookahead)) {
        if (judged.length > 0 && performance.now() >= stop) break;
        let reply = 0;
        for (let k = 0; k < lv.samples; k++) {
          const s = k === 0 ? sim : stateFromView(view, Rng.fromSeed(`${seat}:${view.bagCount}:${k}`));
          const r = replyGains(k === 0 ? m.s1 : after(s, seat, m.action), seat, lv.opponents, lv.ownNext > 0);
          reply += r.gains.reduce((a, g, i) => a + g / (i + 1), 0) - (lv.ownNext * r.mine) / lv.reply;
        }
        judged.push({ ...m, value: m.value - (lv.reply * reply) / lv.samples });
      }
      const rest = scored.slice(judged.length);
      judged.sort((a, b) => b.value - a.value);
      return { pick: judged[0] as Scored, scored: [...judged, ...rest] };
    }
    return { pick: pool[0] as Scored, scored };
  };
  return (d: Decision<CruiseView, CruiseAction>): CruiseAction | Choice<CruiseAction> => {
    if (d.legal.length === 1 && !d.advice) return d.legal[0] as CruiseAction;
    if (d.legal.length === 1)
      return { action: d.legal[0] as CruiseAction, reason: describe(d.legal[0] as CruiseAction, d.view) };
    if (!d.advice) return choose(d, settings).pick.action;
    // The advisor shows the strong move.
    const { pick, scored } = choose(d, CRUISE_LEVELS.strong);
    const values: CandidateValue<CruiseAction>[] = scored.map((m) => ({
      action: m.action,
      value: Math.round(m.value * 10) / 10,
    }));
    const pts = pick.points === 1 ? '1 Punkt' : `${pick.points} Punkte`;
    return {
      action: pick.action,
      reason: `${describe(pick.action, d.view)}: bringt ${pts}; bewertet mit ${values[0]?.value ?? 0} (mit dem, was der nächste Spieler daraus machen kann).`,
      values,
    };
  };
}
