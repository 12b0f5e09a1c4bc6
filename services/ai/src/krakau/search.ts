/**
 * What a game is worth to a seat, and the searches of the simulating levels: trial games (the
 * musik and the others' hands sampled, the game played out), the value of each legal card over
 * sampled deals, and an exact alpha-beta solver for the declarer against the two defenders (with a
 * transposition table over the remaining cards, the trump and the seat to lead).
 */
import type { KrakauView } from '@spielcenter/krakau';
import { lowBit, MARRIAGE, marriageSuits, POINTS, pointsOf } from './cards.js';
import { policyMove, rollout } from './policy.js';
import { KrakauSim, MELD } from './sim.js';

/** The bonus for winning the match with a game (against that, a few points more weigh little). */
const WIN = 250;

/** The match state a game is scored against. */
export interface Stakes {
  readonly me: number;
  readonly target: number;
  readonly cap: number;
  readonly scores: readonly number[];
  /** Seats whose points as a defender do not count (locked, or on the barrel). */
  readonly frozen: readonly boolean[];
  readonly barrel: readonly boolean[];
  readonly active: readonly number[];
}

export function stakesOf(v: KrakauView, me: number): Stakes {
  return {
    me,
    target: v.rules.target,
    cap: v.rules.target - 10,
    scores: v.scores,
    frozen: v.scores.map((_, s) => v.locked[s] === true || (v.barrel[s] ?? 0) > 0),
    barrel: v.scores.map((_, s) => (v.barrel[s] ?? 0) > 0),
    active: v.active,
  };
}

const roundToTen = (p: number): number => Math.floor((p + 5) / 10) * 10;

/**
 * My value of a finished game: my score change minus the others' mean change, with a bonus for a
 * match won (mine) or lost (theirs). `totals[s]` are the seats' points (cards + marriages).
 */
export function utility(st: Stakes, declarer: number, game: number, totals: ArrayLike<number>): number {
  let mine = 0;
  let others = 0;
  let n = 0;
  for (let s = 0; s < st.scores.length; s++) {
    let delta = 0;
    let win = 0;
    const score = st.scores[s] as number;
    if (s === declarer) {
      const made = (totals[s] as number) >= game;
      if (!made) delta = -game;
      else if (score + game >= st.target) win = WIN;
      else delta = st.barrel[s] ? 0 : game;
      delta += win;
    } else if (st.active.includes(s) && !st.frozen[s]) {
      delta = Math.max(0, Math.min(roundToTen(totals[s] as number), st.cap - score));
    }
    if (s === st.me) mine = delta;
    else {
      others += delta;
      n++;
    }
  }
  return mine - others / Math.max(1, n);
}

/** The value of a Bomba for me: the declarer scores nothing, each defender 60 (if it counts). */
export function bombaUtility(st: Stakes, declarer: number): number {
  const totals = st.scores.map((_, s) => (s === declarer ? 0 : 60));
  // A game nobody can make: the declarer's side is 0, not a loss.
  let mine = 0;
  let others = 0;
  let n = 0;
  for (let s = 0; s < st.scores.length; s++) {
    const score = st.scores[s] as number;
    const delta =
      s === declarer || !st.active.includes(s) || st.frozen[s]
        ? 0
        : Math.max(0, Math.min(totals[s] as number, st.cap - score));
    if (s === st.me) mine = delta;
    else {
      others += delta;
      n++;
    }
  }
  return mine - others / Math.max(1, n);
}

/** Transposition-table slots (a power of two): enough for a full search from eight tricks. */
const TT_BITS = 17;
const TT_SIZE = 1 << TT_BITS;

/**
 * The exact solver: the declarer's most points against the best defence (alpha-beta with a
 * transposition table over the remaining cards, the trump and the seat to move; typed arrays, one
 * generation per deal so a new deal needs no clearing).
 */
export class Solver {
  private readonly stack: KrakauSim[] = Array.from({ length: 26 }, () => new KrakauSim());
  private readonly keys = new Int32Array(TT_SIZE);
  private readonly entries = new Int32Array(TT_SIZE);
  private readonly stamps = new Int32Array(TT_SIZE);
  private gen = 0;
  nodes = 0;

  /**
   * The declarer's final total (cards + marriages) with best play from `sim` on. With `sameDeal`
   * the table of the previous solve is kept: the hands must be the ones of that solve, only further
   * played (a position's value depends on the remaining cards, the trump and the seat to move).
   */
  solve(sim: KrakauSim, sameDeal = false): number {
    if (!sameDeal || this.gen === 0) this.gen++;
    (this.stack[0] as KrakauSim).copyFrom(sim);
    return this.search(0, -1, 1024);
  }

  private slot(key: number): number {
    return Math.imul(key, 0x9e3779b1) >>> (32 - TT_BITS);
  }

  private search(depth: number, alpha: number, beta: number): number {
    const sim = this.stack[depth] as KrakauSim;
    this.nodes++;
    const decl = sim.declarer;
    if (sim.done()) return sim.total(decl);
    let key = -1;
    let at = -1;
    const base = sim.total(decl);
    let a = alpha;
    let b = beta;
    if (sim.trickLen === 0) {
      let remaining = 0;
      for (let s = 0; s < 4; s++) remaining |= sim.hands[s] as number;
      key = remaining * 64 + (sim.trump + 1) * 4 + sim.toMove;
      at = this.slot(key);
      if (this.stamps[at] === this.gen && this.keys[at] === key) {
        const entry = this.entries[at] as number;
        const lo = (entry >> 10) + base;
        const hi = (entry & 1023) + base;
        if (lo >= b) return lo;
        if (hi <= a) return hi;
        if (lo === hi) return lo;
        a = Math.max(a, lo);
        b = Math.min(b, hi);
      }
    }
    const max = sim.toMove === decl;
    // Move ordering by the policy pays only with enough cards left.
    const first = sim.tricksLeft() >= 4 ? policyMove(sim) : -1;
    const legal = sim.legal(sim.toMove);
    let best = max ? -1 : 1024;
    const child = this.stack[depth + 1] as KrakauSim;
    const lo0 = a;
    const hi0 = b;
    for (let i = -1, m = legal; i < 0 || m !== 0; ) {
      let move: number;
      if (i < 0) {
        i = 0;
        if (first < 0) continue;
        move = first;
      } else {
        const c = lowBit(m);
        m &= m - 1;
        move = sim.canMeld(sim.toMove, c) ? c | MELD : c;
        if (first >= 0 && (move & 31) === (first & 31)) continue;
      }
      child.copyFrom(sim);
      child.play(move);
      const v = this.search(depth + 1, a, b);
      if (max) {
        if (v > best) best = v;
        if (best > a) a = best;
      } else {
        if (v < best) best = v;
        if (best < b) b = best;
      }
      if (a >= b) break;
    }
    if (key >= 0) {
      const same = this.stamps[at] === this.gen && this.keys[at] === key;
      const old = this.entries[at] as number;
      let lo = same ? old >> 10 : 0;
      let hi = same ? old & 1023 : 1023;
      const f = best - base;
      if (best <= lo0) hi = Math.min(hi, f);
      else if (best >= hi0) lo = Math.max(lo, f);
      else {
        lo = f;
        hi = f;
      }
      this.keys[at] = key;
      this.stamps[at] = this.gen;
      this.entries[at] = (Math.max(0, lo) << 10) | Math.max(0, Math.min(1023, hi));
    }
    return best;
  }
}

/** Card points still in play (hands and the open trick). */
function pointsLeft(sim: KrakauSim): number {
  let cards = 0;
  for (let s = 0; s < 4; s++) cards |= sim.hands[s] as number;
  let p = pointsOf(cards);
  for (let i = 0; i < sim.trickLen; i++) p += POINTS[sim.trickCards[i] as number] as number;
  return p;
}

/**
 * Plays `sim` to the end by the policy, or (with `exactTricks` > 0) by the policy until that many
 * tricks are left and then exactly: the declarer's total from the solver, the defenders' share of
 * the rest split evenly. Writes the seats' totals into `totals`. `sameDeal`: the solver may keep
 * its table from the previous call (the same sampled hands, e.g. another candidate move).
 */
export function playOut(
  sim: KrakauSim,
  exactTricks: number,
  solver: Solver | null,
  totals: Int16Array,
  extra: number,
  sameDeal = false,
): void {
  if (solver && exactTricks > 0) {
    while (!sim.done() && sim.tricksLeft() > exactTricks) sim.play(policyMove(sim));
    if (!sim.done()) {
      const d = sim.declarer;
      const left = pointsLeft(sim);
      const before = sim.total(d);
      const final = solver.solve(sim, sameDeal);
      const defenders = left - Math.max(0, Math.min(left, final - before - meldsLeft(sim, d)));
      for (let s = 0; s < 4; s++) totals[s] = sim.total(s);
      totals[d] = final + (extra | 0);
      const share = defenders / Math.max(1, sim.playing - 1);
      for (let s = 0; s < 4; s++) if (s !== d) totals[s] = (totals[s] as number) + Math.round(share);
      return;
    }
  } else rollout(sim);
  for (let s = 0; s < 4; s++) totals[s] = sim.total(s);
  totals[sim.declarer] = (totals[sim.declarer] as number) + (extra | 0);
}

/** Marriage points the declarer could still meld (for splitting the solver's total). */
function meldsLeft(sim: KrakauSim, d: number): number {
  let sum = 0;
  const m = marriageSuits(sim.hands[d] as number);
  for (let s = 0; s < 4; s++) if (m & (1 << s)) sum += MARRIAGE[s] as number;
  return sum;
}
