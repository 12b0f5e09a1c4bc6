/**
 * The Speedhokus computers. One seat's view in, one legal action out.
 *
 * - leicht announces by feel: it knows its own stack, and guesses the other tables roughly (every
 *   hat from elsewhere "feels" 80 % safe), with a wide random spread.
 * - normal estimates where the skunks are: a belief about every opponent's stack (how likely he
 *   still has his skunk after lost hats, his announcements this round, and where his skunk has
 *   appeared in this show — at the bottom, on top or between) and the exact chance of every
 *   announcement under that belief (odds.ts).
 * - stark reckons more precisely: stronger reading of announcements and records, the stakes of the
 *   moment (a laurel that wins the show, a last hat), jumps when raising and sets traps.
 *
 * Every computer has a character (@spielcenter/hokus/characters) for its seat. Choices are randomised, but
 * the random source is seeded from the situation (the seat's view), not from the table's seed, so
 * in the same situation the computers decide the same for everyone (Tagesvorstellung).
 */
import type { HokusAction, HokusView } from '@spielcenter/hokus';
import { type HokusCharacter, seatCharacter } from '@spielcenter/hokus/characters';
import { canonicalJson, Rng } from '@spielcenter/proto';
import type { CandidateValue, Choice, Decision, Player } from '../players/types.js';
import { afterLifted, announceChance, bestSplit, safeTop, type TableBelief } from './odds.js';

interface LevelSettings {
  /** Exact odds with beliefs (normal, stark) or the feel of leicht. */
  readonly exact: boolean;
  /** How much the beliefs read announcements and the trap record (0 = not at all). */
  readonly reading: number;
  /** Extra random spread on every judged chance. */
  readonly spread: number;
  /** Share of the character's jump and trap habits the level uses. */
  readonly jumps: number;
  readonly traps: number;
  /** Weighs the stakes (winning laurel, last hats) into its nerve. */
  readonly stakes: boolean;
}

export const HOKUS_LEVELS: Readonly<Record<'easy' | 'normal' | 'strong', LevelSettings>> = {
  easy: { exact: false, reading: 0, spread: 0.2, jumps: 0.3, traps: 0.5, stakes: false },
  normal: { exact: true, reading: 0.6, spread: 0.06, jumps: 0.6, traps: 0.6, stakes: false },
  strong: { exact: true, reading: 1, spread: 0.03, jumps: 1, traps: 1, stakes: true },
};

type Magician = HokusView['magicians'][number];

/** How much likelier a hat in hand is the skunk than a placed one (see tableBelief). */
const PLACED_SKUNK = 0.5;

/** The seat's belief about table `m` (face-down hats still to lift, top first). */
export function tableBelief(view: HokusView, m: Magician, reading: number): number[] {
  // Lost hats were drawn blind (or chosen): under a uniform draw each was the skunk with 1/4.
  const hasSkunk = (4 - m.lost) / 4;
  // Magicians put rabbits down rather than their skunk: a hat on the table is the skunk with
  // PLACED_SKUNK times the weight of a hat still in hand (measured on the computers' own shows).
  const inHand = Math.max(0, m.hats - m.onTable);
  const per = hasSkunk * (PLACED_SKUNK / (PLACED_SKUNK * m.onTable + inHand || 1));
  const w = [0];
  for (let i = 1; i <= m.onTable; i++) w.push(per);
  if (reading > 0) {
    // Memory of the show: where his skunk has appeared so far (whoever lifted it). Each sighting
    // makes it likelier he puts it on the table again, and at the same place: first (at the
    // bottom, a trap), on top (bait), or in between.
    const seen = (view.sightings ?? []).filter((x) => x.owner === m.seat);
    if (seen.length > 0 && m.onTable > 0) {
      const more = 1 + 0.35 * reading * seen.length;
      const n = m.onTable;
      const shape = [0];
      for (let i = 1; i <= n; i++) {
        let c = 0;
        for (const x of seen) {
          if (x.depth === x.stack) c += i === n ? 1 : 0;
          else if (x.depth === 1) c += i === 1 ? 1 : 0;
          else if (i > 1 && i < n) c += 1 / (n - 2);
        }
        shape.push(1 + 2 * reading * c);
      }
      const sum = shape.reduce((a, b) => a + b, 0);
      for (let i = 1; i <= n; i++) w[i] = (w[i] as number) * more * ((n * (shape[i] as number)) / sum);
    }
    // His announcements this round: who announces n lifts his own n first, so his top hats are
    // probably rabbits (unless he bluffs; a good delivery record makes him more believable).
    let high = 0;
    for (const b of view.bids) if (b.seat === m.seat && b.type === 'announce') high = Math.max(high, b.n);
    if (high > 0) {
      const { announced, delivered } = m.record;
      const honesty = (delivered + 1) / (announced + 2);
      const keep = Math.max(0.05, 1 - reading * (0.45 + 0.4 * honesty));
      for (let i = 1; i <= Math.min(high, m.onTable); i++) w[i] = (w[i] as number) * keep;
    }
  }
  const spread = w.slice(1).reduce((a, b) => a + b, 0);
  w[0] = Math.max(0, 1 - spread);
  if (spread > 1) for (let i = 1; i < w.length; i++) w[i] = (w[i] as number) / spread;
  return afterLifted(w, m.liftedOnTable);
}

export interface Situation {
  readonly view: HokusView;
  readonly seat: number;
  /** The own face-down stack, top first (true = rabbit). */
  readonly own: boolean[];
  /** Beliefs about the other tables in the show, with their seats. */
  readonly tables: { readonly seat: number; readonly belief: number[] }[];
}

export function situation(view: HokusView, seat: number, reading: number): Situation {
  const me = view.me;
  const mine = view.magicians[seat] as Magician;
  const stack = me ? [...me.stack].reverse() : [];
  const own = stack.slice(mine.liftedOnTable).map((h) => h.kind === 'rabbit');
  const tables = view.magicians
    .filter((m) => m.seat !== seat && !m.eliminated && m.onTable - m.liftedOnTable > 0)
    .map((m) => ({ seat: m.seat, belief: tableBelief(view, m, reading) }));
  return { view, seat, own, tables };
}

/** The chance of announcing n: exact under the beliefs, or leicht's feel. */
function chanceOf(s: Situation, n: number, exact: boolean): number {
  if (exact) return announceChance(s.own, s.tables.map((t) => t.belief) as TableBelief[], n);
  const fromOwn = Math.min(n, s.own.length);
  for (let i = 0; i < fromOwn; i++) if (!s.own[i]) return 0;
  const others = s.tables.reduce((a, t) => a + t.belief.length - 1, 0);
  return n - fromOwn > others ? 0 : 0.8 ** (n - fromOwn);
}

/** The least chance worth an announcement for this character at this level and moment. */
function nerveOf(s: Situation, c: Pick<HokusCharacter, 'nerve'>, lv: LevelSettings): number {
  if (!lv.stakes) return c.nerve;
  const me = s.view.magicians[s.seat] as Magician;
  const win = me.laurels >= 1 ? 3 : 1;
  const loss = 0.6 + (me.hats <= 1 ? 3 : me.hats === 2 ? 0.8 : 0);
  let nerve = (c.nerve + loss / (win + loss)) / 2;
  // Someone about to win with the highest announcement: stop him if at all sensible.
  const phase = s.view.phase;
  if (phase.kind === 'bidding' && (s.view.magicians[phase.bidder]?.laurels ?? 0) >= 1) nerve -= 0.15;
  return Math.min(0.9, Math.max(0.15, nerve));
}

function noisy(p: number, rng: Rng, c: HokusCharacter, lv: LevelSettings): number {
  const w = c.luck + lv.spread;
  return p + (rng.next() * 2 - 1) * w;
}

const pct = (p: number): string => `${Math.round(p * 100)} %`;

function announceValues(s: Situation, legal: readonly HokusAction[]): CandidateValue<HokusAction>[] {
  return legal
    .filter((a) => a.type === 'announce')
    .map((a) => ({ action: a, value: chanceOf(s, (a as { n: number }).n, true) }));
}

/** Decides in Reihum (place or announce) and Überbieten (announce higher or pass). */
function bid(
  s: Situation,
  legal: readonly HokusAction[],
  c: HokusCharacter,
  lv: LevelSettings,
  rng: Rng,
): { action: HokusAction; n?: number } {
  const announces = legal.filter((a) => a.type === 'announce') as { type: 'announce'; n: number }[];
  const places = legal.filter((a) => a.type === 'place') as { type: 'place'; hat: string }[];
  const canPass = legal.some((a) => a.type === 'pass');
  const nerve = nerveOf(s, c, lv);
  const phase = s.view.phase;
  const low = announces[0]?.n ?? 1;
  let best = 0;
  for (const a of announces) {
    if (phase.kind === 'bidding' && a.n > low + 1) break; // a raise is by one, or a jump by two
    if (noisy(chanceOf(s, a.n, lv.exact), rng, c, lv) >= nerve) best = a.n;
  }
  if (phase.kind === 'bidding') {
    if (best > low && !(rng.next() < c.jump * lv.jumps)) best = low;
    // A bluff raise: hoping the next one goes over him.
    if (best === 0 && rng.next() < c.bluff * 0.4) best = low;
    if (best > 0) return { action: { type: 'announce', n: best } };
    return { action: canPass ? { type: 'pass' } : (announces[0] as HokusAction) };
  }
  // Reihum: place another hat, or announce.
  const me = s.view.me;
  const rabbits = places.filter((p) => me?.hand.find((h) => h.id === p.hat)?.kind === 'rabbit');
  const skunk = places.find((p) => me?.hand.find((h) => h.id === p.hat)?.kind === 'skunk');
  // A bluff: his own skunk stands in his stack, and he announces through it anyway, hoping someone
  // goes over him (and into his stack).
  const depth = me?.skunkDepth ?? null;
  const top = announces[announces.length - 1]?.n ?? low;
  if (depth !== null && announces.length > 0 && rng.next() < c.bluff)
    return { action: { type: 'announce', n: Math.min(top, Math.max(low, depth + (rng.next() < 0.5 ? 0 : 1))) } };
  if (places.length > 0) {
    // Nothing good enough: a bluffer announces anyway.
    const bluffNow = best === 0 && rng.next() < c.bluff;
    if (!bluffNow && (best === 0 || rng.next() < c.placing)) {
      // The skunk on top as bait when bluffing, under own rabbits as a trap, else a rabbit.
      const bait = skunk && rng.next() < (s.own.length > 0 ? c.bluff : c.trap * lv.traps) * 0.5;
      if (bait || rabbits.length === 0) return { action: (skunk ?? places[0]) as HokusAction };
      return { action: rng.pick(rabbits) as HokusAction };
    }
  }
  // With an empty hand he must announce: at least the lowest number.
  if (best === 0) best = low;
  return { action: { type: 'announce', n: best } };
}

/** The table to lift next: the best split of the hats still needed, the safest table of it first. */
function lift(s: Situation, legal: readonly HokusAction[], lv: LevelSettings, rng: Rng) {
  const tables = legal.map((a) => (a as { table: number }).table);
  const beliefs = tables.map((t) => s.tables.find((x) => x.seat === t)?.belief ?? [1]);
  const values = legal.map((a, i) => ({ action: a, value: safeTop(beliefs[i] as number[], 1) }));
  if (!lv.exact) {
    // By feel: a table with many hats seems safe.
    const sizes = beliefs.map((b) => b.length - 1);
    const most = Math.max(...sizes);
    return {
      action: legal[rng.pick(sizes.flatMap((n, i) => (n === most ? [i] : [])))] as HokusAction,
      values,
    };
  }
  const phase = s.view.phase;
  const need = phase.kind === 'lifting' ? phase.target - s.view.lifted.length : 1;
  const split = bestSplit(beliefs, Math.max(1, need));
  let at = 0;
  let top = -1;
  split.take.forEach((t, i) => {
    const v = (values[i] as { value: number }).value;
    if (t > 0 && v > top) {
      top = v;
      at = i;
    }
  });
  if (top < 0) at = values.reduce((b, v, i) => (v.value > (values[b] as { value: number }).value ? i : b), 0);
  return { action: legal[at] as HokusAction, values };
}

function tableName(seat: number): string {
  return `Tisch ${seat + 1}`;
}

/**
 * The advisor's own nerve: the strong computer without a character (no seat's style, no luck, no
 * bluff), moved by the stakes of the moment like every strong computer's.
 */
const ADVISOR_NERVE = 0.5;

function chanceWords(values: readonly CandidateValue<HokusAction>[], n: number): string {
  const at = (k: number) => values.find((v) => (v.action as { n: number }).n === k)?.value;
  const parts: string[] = [];
  const p = at(n);
  const q = at(n + 1);
  if (p !== undefined) parts.push(`Erfolgschance für ${n}: ${pct(p)}`);
  if (q !== undefined) parts.push(`für ${n + 1}: ${pct(q)}`);
  return parts.join(', ');
}

/**
 * The advisor (Glühbirne): the neutral strong computer's choice for the human's decision, with its
 * reason and chances — deterministic, the same for every seat and table size (the seat's
 * character plays no part; „holt einen Rat des starken Computers“).
 */
export function hokusAdvice(view: HokusView, legal: readonly HokusAction[], seat: number): Choice<HokusAction> {
  const strong = HOKUS_LEVELS.strong;
  const s = situation(view, seat, strong.reading);
  const me = view.me;
  const kindOf = (hat: string) => me?.hand.find((h) => h.id === hat)?.kind;
  const first = legal[0] as HokusAction;
  switch (first.type) {
    case 'lift': {
      const best = lift(s, legal, strong, Rng.fromSeed('hokus:advice'));
      const own = (best.action as { table: number }).table === seat;
      const reason = own
        ? 'Zuerst die eigenen Zylinder, von oben nach unten.'
        : best.values
            .map((v) => `${tableName((v.action as { table: number }).table)}: ${pct(v.value)} sicher`)
            .join(', ');
      return { action: best.action, reason, values: best.values };
    }
    case 'draw':
      return {
        action: first,
        reason: 'Die Zylinder sind verdeckt gemischt: jeder ist gleich wahrscheinlich das Stinktier – zieh einfach einen.',
      };
    case 'discard': {
      const skunk = legal.find((a) => me?.skunk === (a as { hat: string }).hat);
      const rabbit = legal.find((a) => a !== skunk);
      const hats = view.magicians[seat]?.hats ?? 0;
      // Keep the skunk as a threat while enough hats remain; the others never learn what went.
      if (rabbit && skunk && hats >= 3)
        return {
          action: rabbit,
          reason: 'Gib ein Kaninchen ab und behalte dein Stinktier als Falle – die anderen erfahren nicht, was du abgegeben hast.',
        };
      return {
        action: skunk ?? first,
        reason: skunk
          ? 'Gib dein Stinktier ab: mit so wenigen Zylindern liefern deine eigenen Ankündigungen dann immer.'
          : 'Dein Stinktier hast du nicht mehr: jeder Zylinder ist ein Kaninchen.',
      };
    }
    case 'place':
    case 'announce':
    case 'pass': {
      const places = legal.filter((a) => a.type === 'place') as { type: 'place'; hat: string }[];
      const rabbit = places.find((p) => kindOf(p.hat) === 'rabbit');
      const skunkHat = places.find((p) => kindOf(p.hat) === 'skunk');
      if (view.phase.kind === 'setup') {
        // A rabbit first keeps every own announcement open; only the skunk left: it must go down.
        const values = places.map((p) => ({ action: p as HokusAction, value: kindOf(p.hat) === 'rabbit' ? 1 : 0 }));
        if (rabbit)
          return {
            action: rabbit,
            reason: `Ein Kaninchen zuerst: dann liefert eine eigene Ankündigung von 1 sicher (Erfolgschance für 1: 100 %), und dein Stinktier bleibt für eine Falle in der Hand.`,
            values,
          };
        return {
          action: (skunkHat ?? first) as HokusAction,
          reason: 'Du hast nur noch dein Stinktier in der Hand: es kommt auf den Tisch – eigene Ankündigungen träfen es sofort (Erfolgschance 0 %), wer dich überbietet und bei dir hebt, aber auch.',
          values,
        };
      }
      const values = announceValues(s, legal);
      const announces = values.map((v) => (v.action as { n: number }).n);
      const low = announces[0] ?? 1;
      const chance = (n: number) => values.find((v) => (v.action as { n: number }).n === n)?.value ?? 0;
      const nerve = nerveOf(s, { nerve: ADVISOR_NERVE }, strong);
      if (view.phase.kind === 'bidding') {
        if (chance(low) < nerve)
          return { action: { type: 'pass' }, reason: `Passen. ${chanceWords(values, low)}.`, values };
        // Raise by one, or jump by two when the higher number is good enough too.
        const n = announces.includes(low + 1) && chance(low + 1) >= nerve ? low + 1 : low;
        return {
          action: { type: 'announce', n },
          reason: `„Ich zaubere ${n} Kaninchen!“ ${chanceWords(values, n)}.`,
          values,
        };
      }
      // Reihum: announce the highest number worth it, else place another hat.
      let best = 0;
      for (const n of announces) if (chance(n) >= nerve) best = n;
      if (best > 0)
        return {
          action: { type: 'announce', n: best },
          reason: `„Ich zaubere ${best} Kaninchen!“ ${chanceWords(values, best)}.`,
          values,
        };
      const place = rabbit ?? skunkHat;
      if (place) {
        const what = place === rabbit ? 'ein Kaninchen obenauf' : 'dein Stinktier obenauf – als Köder';
        return {
          action: place,
          reason: `Noch einen Zylinder aufstellen (${what}): jetzt wäre keine Ankündigung gut genug. ${chanceWords(values, low)}.`,
          values,
        };
      }
      return {
        action: { type: 'announce', n: low },
        reason: `Du musst ankündigen – am sichersten die kleinste Zahl. ${chanceWords(values, low)}.`,
        values,
      };
    }
  }
}

export function makeHokusPlayer(level: 'easy' | 'normal' | 'strong'): Player<HokusView, HokusAction> {
  const lv = HOKUS_LEVELS[level];
  return (d: Decision<HokusView, HokusAction>): HokusAction | Choice<HokusAction> => {
    const { view, legal, seat } = d;
    if (d.advice) return hokusAdvice(view, legal, seat);
    if (legal.length === 1) return legal[0] as HokusAction;
    // Seeded from the situation: the same situation gives the same decision, for everyone.
    const rng = Rng.fromSeed(`hokus:${level}:${seat}:${canonicalJson(view)}`);
    const c = seatCharacter(view.characters, seat);
    // How much he reads the others: the level's skill times his character's habit.
    const reading = lv.reading * c.reading;
    const first = legal[0] as HokusAction;
    switch (first.type) {
      case 'lift':
        return lift(situation(view, seat, reading), legal, lv, rng).action;
      case 'draw':
        return rng.pick(legal);
      case 'discard': {
        const me = view.me;
        const skunk = legal.find((a) => me?.skunk === (a as { hat: string }).hat);
        const rabbits = legal.filter((a) => a !== skunk);
        if (level === 'easy') return rng.pick(legal);
        // A trap-setter keeps his skunk while he has hats enough; the others give it up.
        const keep = c.trap >= 0.5 && (view.magicians[seat]?.hats ?? 0) >= 3;
        return (keep && rabbits.length > 0 ? rng.pick(rabbits) : (skunk ?? rng.pick(legal))) as HokusAction;
      }
      case 'place':
      case 'announce':
      case 'pass': {
        if (view.phase.kind === 'setup') {
          const me = view.me;
          const skunk = legal.find((a) => me?.skunk === (a as { hat: string }).hat);
          const rabbits = legal.filter((a) => a !== skunk);
          const trap = skunk && (rabbits.length === 0 || rng.next() < c.trap * lv.traps);
          return (trap ? skunk : rng.pick(rabbits)) as HokusAction;
        }
        return bid(situation(view, seat, reading), legal, c, lv, rng).action;
      }
    }
  };
}
