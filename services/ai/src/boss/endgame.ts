/**
 * Exact play of the last tricks on one dealt position (stark): a max^n search where every seat
 * plays to maximise its own round points, with all hands open (the deal was sampled). Ties between
 * a seat's best moves are averaged (an indifferent player might play either). Cards that are
 * equivalent (no card of another hand or of the trick lies between them) are searched once.
 */
import { CEO, FULL_SUIT } from './codes.js';
import { BossSim } from './sim.js';

const MAX_DEPTH = 4 * 4 + 1;
const stack = Array.from({ length: MAX_DEPTH + 1 }, () => new BossSim());
const moves = new Int32Array((MAX_DEPTH + 1) * 24);
/** How many equivalent cards each move stands for (ties are averaged over cards, not classes). */
const weights = new Int32Array((MAX_DEPTH + 1) * 24);
/** Result vectors: points per seat, 4 per depth; `best` is the running best of a node. */
const res = new Float64Array((MAX_DEPTH + 2) * 4);
const best = new Float64Array((MAX_DEPTH + 1) * 4);
const EPS = 1e-9;

/** Nodes searched since the counter was last reset (the searches' work budget). */
export const exactWork = { nodes: 0 };

/** Cards still in play per firm: in some hand or in the current trick. */
function alive(sim: BossSim, suit: number): number {
  let m = 0;
  for (let s = 0; s < sim.players; s++) m |= sim.hands[s * 4 + suit] as number;
  for (let i = 0; i < sim.trickLen; i++) {
    const c = sim.trickCards[i] as number;
    if (c < CEO && c >> 4 === suit) m |= 1 << ((c & 15) - 1);
  }
  return m & FULL_SUIT;
}

/** The legal moves of the seat to play, one per run of equivalent cards; returns how many. */
function movesOf(sim: BossSim, depth: number): number {
  const seat = sim.next;
  const base = depth * 24;
  const n = sim.legalCodes(seat, moves, base);
  let k = 0;
  for (let i = 0; i < n; i++) {
    const c = moves[base + i] as number;
    if (c < CEO) {
      const suit = c >> 4;
      const below = alive(sim, suit) & ((1 << ((c & 15) - 1)) - 1);
      const own = sim.hands[seat * 4 + suit] as number;
      if (below !== 0 && (own & (1 << (31 - Math.clz32(below)))) !== 0) {
        weights[base + k - 1]++;
        continue;
      }
    }
    weights[base + k] = 1;
    moves[base + k++] = c;
  }
  return k;
}

function solve(depth: number): void {
  const sim = stack[depth] as BossSim;
  const out = depth * 4;
  exactWork.nodes++;
  if (sim.tricksLeft === 0) {
    for (let s = 0; s < sim.players; s++) res[out + s] = sim.points(s);
    return;
  }
  const seat = sim.next;
  const n = movesOf(sim, depth);
  const b = depth * 4;
  let ties = 0;
  let bestOwn = Number.NEGATIVE_INFINITY;
  const child = stack[depth + 1] as BossSim;
  for (let i = 0; i < n; i++) {
    child.copyFrom(sim);
    child.play(moves[depth * 24 + i] as number);
    solve(depth + 1);
    const r = (depth + 1) * 4;
    const own = res[r + seat] as number;
    const w = weights[depth * 24 + i] as number;
    if (own > bestOwn + EPS) {
      bestOwn = own;
      ties = w;
      for (let s = 0; s < sim.players; s++) best[b + s] = w * (res[r + s] as number);
    } else if (own > bestOwn - EPS) {
      ties += w;
      for (let s = 0; s < sim.players; s++)
        best[b + s] = (best[b + s] as number) + w * (res[r + s] as number);
    }
  }
  for (let s = 0; s < sim.players; s++) res[out + s] = (best[b + s] as number) / ties;
}

/** Tricks left at or below which a decision is searched exactly, by players (cost grows fast with seats). */
export const EXACT_TRICKS: readonly number[] = [0, 0, 4, 4, 4];
/** Tricks left at or below which a rollout finishes exactly, by players (it runs thousands of times). */
export const ROLLOUT_EXACT_TRICKS: readonly number[] = [0, 0, 4, 3, 2];

/** The round points of `seat` when the position in `sim` (at a trick's start) is played out exactly. */
export function exactPoints(sim: BossSim, seat: number): number {
  (stack[1] as BossSim).copyFrom(sim);
  solve(1);
  return res[4 + seat] as number;
}

/**
 * Values of `candidates` (codes the seat to play may play) for that seat, by exact search. Returns
 * false (and leaves `out` alone) when more than `maxTricks` tricks are left.
 */
export function exactValues(
  sim: BossSim,
  candidates: readonly number[],
  out: Float64Array,
  maxTricks: number,
): boolean {
  if (sim.tricksLeft > maxTricks || sim.drawsLeft > 0) return false;
  const seat = sim.next;
  const root = stack[1] as BossSim;
  for (let i = 0; i < candidates.length; i++) {
    root.copyFrom(sim);
    root.play(candidates[i] as number);
    solve(1);
    out[i] = res[4 + seat] as number;
  }
  return true;
}
