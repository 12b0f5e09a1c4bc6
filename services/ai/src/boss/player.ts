/**
 * The simulating Speedboss computers ("normal" and "stark" differ only in their settings): bids by
 * playing the round out for every candidate bid on sampled deals, plays by playing every legal
 * card out on sampled deals, chooses the trump firm (after a turned-up CEO) by the best bid each
 * firm would allow. Sampling stops at the sample count or near the time budget.
 */
import { type BossAction, type BossView, SUITS, type Suit } from '@spielcenter/boss';
import type { Decision } from '../players/types.js';
import { bidReason, playReason, trumpReason } from './advice.js';
import { cardFor, codeOf } from './codes.js';
import { estimateHand, valueTable } from './estimate.js';
import { type Knowledge, knowledgeOf } from './knowledge.js';
import { type Evaluation, type Exact, evaluateBids, evaluatePlays, type Limits } from './search.js';
import { BossSim } from './sim.js';

export interface BossSettings {
  readonly bidSamples: number;
  readonly playSamples: number;
  /** Samples per firm when choosing trump. */
  readonly trumpSamples: number;
  readonly minSamples: number;
  /** Candidate bids: at most this far from the quick estimate of the own hand. */
  readonly bidWindow: number;
  /** Prefer a lower bid whose expected points are at most this much below the best ("knapp"). */
  readonly tightness: number;
  /** Share of the time budget to use before stopping (the rest is margin). */
  readonly budgetShare: number;
  /** Plays a sampled position out to the round's end (the policy, or the policy and an exact finish). */
  readonly playOut: (sim: BossSim, seat: number) => number;
  /** Exact evaluation of the last tricks of a decision (stark), or none. */
  readonly exact?: Exact;
  /** Work budget of the exact search per decision (nodes). */
  readonly exactNodes?: number;
}

type D = Decision<BossView, BossAction>;
type Choice = { action: BossAction; reason: string; values: { action: BossAction; value: number }[] };

const limitsOf = (d: D, s: BossSettings, samples: number): Limits => ({
  samples,
  minSamples: Math.min(samples, s.minSamples),
  deadline: performance.now() + d.budget.ms * s.budgetShare,
  playOut: s.playOut,
  exact: s.exact,
  exactNodes: s.exactNodes,
});

const round1 = (x: number): number => Math.round(x * 10) / 10;

function argBest(ev: Evaluation, candidates: readonly number[], tightness: number): number {
  let best = 0;
  for (let i = 1; i < candidates.length; i++)
    if ((ev.mean[i] as number) > (ev.mean[best] as number)) best = i;
  if (tightness <= 0) return best;
  let pick = best;
  for (let i = 0; i < candidates.length; i++) {
    const near = (ev.mean[i] as number) >= (ev.mean[best] as number) - tightness;
    if (near && (candidates[i] as number) < (candidates[pick] as number)) pick = i;
  }
  return pick;
}

function bidCandidates(know: Knowledge, legal: readonly number[], window: number): number[] {
  const est = estimateHand(know.base, know.seat, valueTable(know.base.trump, know.players));
  const near = legal.filter((b) => Math.abs(b - est) <= window);
  if (near.length > 0) return near;
  const closest = legal.reduce((a, b) => (Math.abs(b - est) < Math.abs(a - est) ? b : a));
  return [closest];
}

function decideBid(d: D, s: BossSettings): Choice {
  const know = knowledgeOf(d.view);
  const legal = d.legal.map((a) => (a as { bid: number }).bid);
  const candidates = bidCandidates(know, legal, s.bidWindow);
  const ev = evaluateBids(know, candidates, d.rng, limitsOf(d, s, s.bidSamples));
  const i = argBest(ev, candidates, s.tightness);
  const bid = candidates[i] as number;
  return {
    action: { type: 'bid', bid },
    reason: bidReason(bid, ev.mean[i] as number, ev.hit[i] as number, ev.samples),
    values: candidates.map((b, j) => ({
      action: { type: 'bid', bid: b },
      value: round1(ev.mean[j] as number),
    })),
  };
}

function decidePlay(d: D, s: BossSettings): Choice {
  const know = knowledgeOf(d.view);
  const cards = d.legal.map((a) => (a as { card: string }).card);
  const candidates = [...new Set(cards.map(codeOf))];
  const ev = evaluatePlays(know, candidates, d.rng, limitsOf(d, s, s.playSamples));
  const i = argBest(ev, candidates, 0);
  const card = cardFor(candidates[i] as number, d.view.hand);
  const need = (d.view.tricksNeeded[know.seat] ?? 0) as number;
  return {
    action: { type: 'play', card },
    reason: playReason(card, ev.mean[i] as number, ev.samples, need),
    values: candidates.map((c, j) => ({
      action: { type: 'play', card: cardFor(c, d.view.hand) },
      value: round1(ev.mean[j] as number),
    })),
  };
}

/** The firm whose best bid promises the most points. */
function decideTrump(d: D, s: BossSettings): Choice {
  const base = knowledgeOf(d.view);
  const suits = d.legal.map((a) => (a as { suit: Suit }).suit);
  const tricks = Array.from({ length: base.round + 1 }, (_v, b) => b);
  const values = suits.map((suit) => {
    const sim = new BossSim();
    sim.copyFrom(base.base);
    sim.trump = SUITS.indexOf(suit);
    const know: Knowledge = { ...base, base: sim };
    const candidates = bidCandidates(know, tricks, s.bidWindow);
    const ev = evaluateBids(know, candidates, d.rng, limitsOf(d, s, s.trumpSamples));
    return Math.max(...ev.mean);
  });
  let best = 0;
  for (let i = 1; i < suits.length; i++) if ((values[i] as number) > (values[best] as number)) best = i;
  const suit = suits[best] as Suit;
  return {
    action: { type: 'chooseTrump', suit },
    reason: trumpReason(suit, values[best] as number),
    values: suits.map((x, i) => ({
      action: { type: 'chooseTrump', suit: x },
      value: round1(values[i] as number),
    })),
  };
}

export function makeBossPlayer(s: BossSettings): (d: D) => Choice {
  return (d) => {
    const kind = d.legal[0]?.type;
    if (d.legal.length === 1)
      return { action: d.legal[0] as BossAction, reason: 'Nur dieser Zug ist erlaubt.', values: [] };
    if (kind === 'bid') return decideBid(d, s);
    if (kind === 'play') return decidePlay(d, s);
    if (kind === 'chooseTrump') return decideTrump(d, s);
    throw new Error('boss: no legal action');
  };
}
