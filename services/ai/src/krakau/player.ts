/**
 * The simulating Speedkrakau computers ("normal", "stark"), one maker with settings:
 * - Bid: trial games with sampled musiks and hands (the cards it gives away chosen by rule, the game
 *   played out), the next bid only while its expected value beats passing.
 * - Give: the cheapest cards, paired and given either way, each plan played out on sampled
 *   defender hands; a Bomba when even the best plan is worth less than one.
 * - Declare: the game with the best expected value on sampled defender hands.
 * - Play: every legal card (and marriage) played out on sampled deals consistent with the seat's
 *   knowledge; "stark" solves the last tricks exactly.
 * The match state enters through the value of a game (stakes): a match won or lost weighs heavily,
 * locked and barrel seats score nothing as defenders, and an opponent near the target makes passing
 * (and a Bomba) costlier.
 */
import type { KrakauAction, KrakauView } from '@spielcenter/krakau';
import { Rng } from '@spielcenter/proto';
import type { CandidateValue, Choice, Decision } from '../players/types.js';
import { cardName, cardsOf, marriageSuits, maskOf, pointsOf } from './cards.js';
import { giveStep, matchDaring } from './easy.js';
import { discardCards, estimate } from './estimate.js';
import { cheapest } from './policy.js';
import { AWAY, knowledge, sampleDeal } from './sample.js';
import { bombaUtility, playOut, Solver, type Stakes, stakesOf, utility } from './search.js';
import { KrakauSim } from './sim.js';
import { type Act, actionMove, matchFacts, nextBid, ofType, simFromView } from './view.js';

type D = Decision<KrakauView, KrakauAction>;

export interface KrakauSettings {
  /** Trial games per bid decision (and per declare decision). */
  readonly bidSamples: number;
  /** Sampled deals per card decision (every legal card is played out on each). */
  readonly playSamples: number;
  /** Sampled defender hands per gift plan. */
  readonly giveSamples: number;
  /** How many of the cheapest cards make up the gift plans. */
  readonly giftCandidates: number;
  /** Below this many samples the budget is ignored (a decision needs a minimum of evidence). */
  readonly minSamples: number;
  /** What a bid must be worth above passing (points of relative value): lower bids tighter. */
  readonly bidMargin: number;
  /** How much worse than a Bomba playing on must be before it throws one. */
  readonly bombaMargin: number;
  /** Tricks at the end solved exactly (0: policy to the end). */
  readonly exactTricks: number;
  /**
   * A card decision with at most this many tricks left is solved exactly to the end on every
   * sampled deal (0: only from `exactTricks` on). Needs `exactTricks` > 0.
   */
  readonly solveFrom?: number;
  /**
   * Points added to the declarer's total in trial games (bids, gifts, Bomba, declaring): the
   * rollouts play the declarer's cards by simple rules, weaker than the searching level at the
   * table, so without it the trial games undervalue the hand.
   */
  readonly trialBonus?: number;
  readonly budgetShare: number;
}

/** Counts for the benchmark: samples of the last decision. */
export const krakauStats = { samples: 0 };

const now = (): number => performance.now();

interface Ctx {
  readonly d: D;
  readonly v: KrakauView;
  readonly me: number;
  readonly set: KrakauSettings;
  readonly deadline: number;
  readonly rng: Rng;
  readonly solver: Solver | null;
}

function ctxOf(d: D, set: KrakauSettings, solver: Solver | null): Ctx {
  const deadline = d.budget.deadline - d.budget.ms * (1 - set.budgetShare);
  return { d, v: d.view, me: d.seat, set, deadline, rng: d.rng, solver };
}

const enough = (c: Ctx, n: number, max: number): boolean =>
  n >= max || (n >= c.set.minSamples && now() > c.deadline);

/** The value of being a defender instead: about even, worse when an opponent is near the target. */
function passValue(c: Ctx): number {
  const m = matchFacts(c.v, c.me);
  return -matchDaring(m) * 1.5;
}

// ---- bidding: trial games --------------------------------------------------------------------

interface Trials {
  /** Per trial, the seats' totals (4 per trial). */
  readonly totals: Int16Array;
  readonly n: number;
}

/** Trial games as declarer: the musik sampled with the others' hands, gifts by rule, played out. */
function trialGames(c: Ctx, max: number, policyOnly: boolean): Trials {
  const k = knowledge(c.v, c.me);
  const deal = new Int32Array(5);
  const cards = new Int8Array(24);
  const totals = new Int16Array(max * 4);
  const sim = new KrakauSim();
  const t = new Int16Array(4);
  const two = c.v.players === 2;
  const opponents = c.v.active.filter((s) => s !== c.me);
  let n = 0;
  for (; !enough(c, n, max); n++) {
    sampleDeal(k, c.rng, deal, cards);
    sim.setSeats(c.v.active);
    sim.mustBeat = c.v.rules.mustBeat;
    sim.mustTrump = c.v.rules.mustTrump;
    sim.hands.fill(0);
    for (const s of c.v.active) sim.hands[s] = deal[s] as number;
    let hand =
      (deal[c.me] as number) |
      (two ? (deal[AWAY] as number) & takeMusik(deal[AWAY] as number) : (deal[AWAY] as number));
    let extra = 0;
    if (two) {
      const [a, b] = discardCards(hand).map((x) => maskOf([x]));
      extra = pointsOf((a as number) | (b as number));
      hand &= ~((a as number) | (b as number));
    } else {
      const g1 = cheapest(hand, hand, 0);
      const g2 = cheapest(hand & ~(1 << g1), hand, 0);
      hand &= ~((1 << g1) | (1 << g2));
      sim.hands[opponents[0] as number] = (sim.hands[opponents[0] as number] as number) | (1 << g1);
      sim.hands[opponents[1] as number] = (sim.hands[opponents[1] as number] as number) | (1 << g2);
    }
    sim.hands[c.me] = hand;
    sim.startPlay(c.me);
    playOut(sim, policyOnly ? 0 : c.set.exactTricks, c.solver, t, extra + (c.set.trialBonus ?? 0));
    totals.set(t, n * 4);
  }
  return { totals, n };
}

/** With two players the declarer's musik is one of the two piles: trial games take the first two cards. */
function takeMusik(pile: number): number {
  const cs = cardsOf(pile);
  return cs.length <= 2 ? pile : (1 << (cs[0] as number)) | (1 << (cs[1] as number));
}

function meanUtility(st: Stakes, declarer: number, game: number, tr: Trials): number {
  let sum = 0;
  for (let i = 0; i < tr.n; i++) sum += utility(st, declarer, game, tr.totals.subarray(i * 4, i * 4 + 4));
  return sum / Math.max(1, tr.n);
}

/** The share of trial games that reach each game value. */
function madeShare(tr: Trials, seat: number, game: number): number {
  let made = 0;
  for (let i = 0; i < tr.n; i++) if ((tr.totals[i * 4 + seat] as number) >= game) made++;
  return made / Math.max(1, tr.n);
}

function bid(c: Ctx): Choice<KrakauAction> {
  const bids = ofType(c.d.legal, 'bid');
  const m = matchFacts(c.v, c.me);
  const st = stakesOf(c.v, c.me);
  const pass = passValue(c);
  // One step up; on the barrel straight to the smallest game that reaches the target.
  const next = nextBid(bids, m);
  const values: CandidateValue<KrakauAction>[] = [{ action: { type: 'pass' }, value: pass }];
  if (!next) {
    return { action: { type: 'pass' }, values, reason: reasonPass(c.v, null) };
  }
  const tr = trialGames(c, c.set.bidSamples, true);
  krakauStats.samples = tr.n;
  const u = meanUtility(st, c.me, next.value, tr);
  values.push({ action: next, value: u });
  const share = madeShare(tr, c.me, next.value);
  if (u > pass + c.set.bidMargin) {
    return {
      action: next,
      values,
      reason: `${next.value} reizen: in ${Math.round(share * 100)} % der Probespiele geschafft`,
    };
  }
  return { action: { type: 'pass' }, values, reason: reasonPass(c.v, share, next.value) };
}

function reasonPass(v: KrakauView, share: number | null, next?: number): string {
  if (share === null) return 'Passen: ein höheres Gebot ist nicht erlaubt oder reicht nicht vom Fass';
  return `Passen: ${next} nur in ${Math.round(share * 100)} % der Probespiele geschafft${v.highBid >= 120 ? '' : ''}`;
}

// ---- giving, Bomba, declaring -----------------------------------------------------------------

interface Plan {
  readonly gifts: readonly [number, number];
  /** Totals per sample. */
  readonly totals: Int16Array;
  n: number;
}

/** Gift plans: pairs of the cheapest cards, each pair given either way (two players: one discard plan). */
function plans(c: Ctx, hand: number, max: number): Plan[] {
  const count = Math.min(c.set.giftCandidates, cardsOf(hand).length);
  const cand: number[] = [];
  let rest = hand;
  for (let i = 0; i < count; i++) {
    const x = cheapest(rest, hand, 0);
    cand.push(x);
    rest &= ~(1 << x);
  }
  const out: Plan[] = [];
  for (let i = 0; i < cand.length; i++)
    for (let j = 0; j < cand.length; j++)
      if (i !== j)
        out.push({ gifts: [cand[i] as number, cand[j] as number], totals: new Int16Array(max * 4), n: 0 });
  return out;
}

/** Plays every plan on sampled defender hands (the same hands for every plan). */
function evaluatePlans(c: Ctx, hand: number, ps: Plan[], max: number): void {
  const k = knowledge(c.v, c.me);
  const deal = new Int32Array(5);
  const cards = new Int8Array(24);
  const sim = new KrakauSim();
  const t = new Int16Array(4);
  const opponents = c.v.active.filter((s) => s !== c.me);
  for (let n = 0; !enough(c, n, max); n++) {
    sampleDeal(k, c.rng, deal, cards);
    for (const p of ps) {
      sim.setSeats(c.v.active);
      sim.mustBeat = c.v.rules.mustBeat;
      sim.mustTrump = c.v.rules.mustTrump;
      sim.hands.fill(0);
      for (const s of opponents) sim.hands[s] = deal[s] as number;
      sim.hands[opponents[0] as number] = (sim.hands[opponents[0] as number] as number) | (1 << p.gifts[0]);
      sim.hands[opponents[1] as number] = (sim.hands[opponents[1] as number] as number) | (1 << p.gifts[1]);
      sim.hands[c.me] = hand & ~((1 << p.gifts[0]) | (1 << p.gifts[1]));
      sim.startPlay(c.me);
      playOut(sim, 0, null, t, c.set.trialBonus ?? 0);
      p.totals.set(t, p.n * 4);
      p.n++;
    }
  }
}

/** The best game to declare for trial totals and its value. */
function bestGame(c: Ctx, tr: Trials, games: readonly number[]): { game: number; value: number } {
  const st = stakesOf(c.v, c.me);
  let game = games[0] as number;
  let value = Number.NEGATIVE_INFINITY;
  for (const g of games) {
    const u = meanUtility(st, c.me, g, tr);
    if (u > value + 1e-9) {
      value = u;
      game = g;
    }
  }
  return { game, value };
}

/** Games the declarer could declare with `hand` (the view's bid up to the marriage limit). */
function gamesFor(v: KrakauView, hand: number): number[] {
  const max = v.rules.marriageLimit ? 120 + marriageValue(hand) : 400;
  const out: number[] = [];
  for (let g = v.highBid; g <= Math.max(v.highBid, max); g += 10) out.push(g);
  return out;
}

function marriageValue(hand: number): number {
  const m = marriageSuits(hand);
  return (m & 1 ? 100 : 0) + (m & 2 ? 80 : 0) + (m & 4 ? 60 : 0) + (m & 8 ? 40 : 0);
}

function give(c: Ctx): Choice<KrakauAction> {
  const v = c.v;
  const hand = maskOf(v.hand);
  const picks = v.phase.picks;
  if (v.players === 2)
    return { action: giveStep(c.d, hand), reason: 'Die Karten ablegen, deren Augen sonst verloren gingen' };
  if (picks.length === 2) return { action: { type: 'done' }, reason: 'Fertig – abgeben' };
  // A plan made with its own seed from the hand, so the steps of giving agree with each other.
  const rng = Rng.fromSeed(`give:${v.hand.join('')}:${v.gameNo}`);
  const ctx: Ctx = { ...c, rng };
  const ps = plans(ctx, hand, c.set.giveSamples);
  evaluatePlans(ctx, hand, ps, c.set.giveSamples);
  krakauStats.samples = ps[0]?.n ?? 0;
  let best = ps[0] as Plan;
  let bestV = Number.NEGATIVE_INFINITY;
  for (const p of ps) {
    const kept = hand & ~((1 << p.gifts[0]) | (1 << p.gifts[1]));
    const { value } = bestGame(c, { totals: p.totals, n: p.n }, gamesFor(v, kept).slice(0, 1));
    if (value > bestV) {
      bestV = value;
      best = p;
    }
  }
  const bomba = c.d.legal.find((a) => a.type === 'bomba');
  const st = stakesOf(v, c.me);
  const m = matchFacts(v, c.me);
  const bombaV = bombaUtility(st, c.me) - (m.opponentNear ? 20 : 0);
  const values: CandidateValue<KrakauAction>[] = [];
  if (bomba && picks.length === 0) {
    values.push({ action: bomba, value: bombaV });
    if (bestV < bombaV - c.set.bombaMargin) {
      const share = madeShare({ totals: best.totals, n: best.n }, c.me, v.highBid);
      return {
        action: bomba,
        values,
        reason: `Bomba: das Spiel ${v.highBid} gelingt nur in ${Math.round(share * 100)} % der Verteilungen`,
      };
    }
  }
  const opponents = v.active.filter((s) => s !== c.me);
  const plan: [string, string] = [cardName(best.gifts[0]), cardName(best.gifts[1])];
  let action: KrakauAction;
  if (picks.length === 1) {
    // Keep the pick made and complete it for the other opponent.
    const done = picks[0] as { card: string; to: number };
    const to = opponents.find((s) => s !== done.to) as number;
    const wanted = plan[opponents.indexOf(to)] as string;
    const card = wanted !== done.card ? wanted : (plan.find((p) => p !== done.card) as string);
    action = { type: 'give', card, to };
  } else action = giveStep(c.d, hand, plan);
  values.push({ action, value: bestV });
  return {
    action,
    values,
    reason: `Abgeben: ${plan.map((p) => cardLabel(p)).join(' und ')} – damit bleibt das Blatt am stärksten`,
  };
}

/** Trial games from the declarer's current hand (after giving): the defenders' hands sampled. */
function declareTrials(c: Ctx, max: number): Trials {
  const k = knowledge(c.v, c.me);
  const deal = new Int32Array(5);
  const cards = new Int8Array(24);
  const totals = new Int16Array(max * 4);
  const sim = new KrakauSim();
  const t = new Int16Array(4);
  const base = simFromView(c.v, c.me);
  const extra = pointsOf(maskOf(c.v.gifts.filter((g) => g.to < 0).map((g) => g.card)));
  let n = 0;
  for (; !enough(c, n, max); n++) {
    sampleDeal(k, c.rng, deal, cards);
    sim.copyFrom(base);
    for (const s of c.v.active) sim.hands[s] = deal[s] as number;
    sim.declarer = c.me;
    sim.toMove = c.me;
    playOut(sim, 0, null, t, extra + (c.set.trialBonus ?? 0));
    totals.set(t, n * 4);
  }
  return { totals, n };
}

function declare(c: Ctx): Choice<KrakauAction> {
  const games = ofType(c.d.legal, 'declare').map((a) => a.value);
  const tr = declareTrials(c, c.set.bidSamples);
  krakauStats.samples = tr.n;
  const st = stakesOf(c.v, c.me);
  const values = games.map((g) => ({
    action: { type: 'declare', value: g } as KrakauAction,
    value: meanUtility(st, c.me, g, tr),
  }));
  const { game } = bestGame(c, tr, games);
  return {
    action: { type: 'declare', value: game },
    values,
    reason: `${game} ansagen: in ${Math.round(madeShare(tr, c.me, game) * 100)} % der Verteilungen geschafft`,
  };
}

// ---- card play -------------------------------------------------------------------------------

function play(c: Ctx): Choice<KrakauAction> {
  const plays = ofType(c.d.legal, 'play');
  if (plays.length === 1) return { action: plays[0] as Act<'play'>, reason: 'Die einzige erlaubte Karte' };
  const moves = plays.map(actionMove);
  const base = simFromView(c.v, c.me);
  const k = knowledge(c.v, c.me);
  const deal = new Int32Array(5);
  const cards = new Int8Array(24);
  const sim = new KrakauSim();
  const scratch = new KrakauSim();
  const t = new Int16Array(4);
  const st = stakesOf(c.v, c.me);
  const sums = new Float64Array(moves.length);
  const declarer = c.v.declarer as number;
  const game = c.v.contract ?? c.v.highBid;
  const extra =
    c.me === declarer ? pointsOf(maskOf(c.v.gifts.filter((g) => g.to < 0).map((g) => g.card))) : 0;
  const tricksLeft = c.v.hand.length;
  const exactAll = c.solver !== null && tricksLeft <= Math.max(c.set.exactTricks, c.set.solveFrom ?? 0);
  let n = 0;
  for (; !enough(c, n, c.set.playSamples); n++) {
    sampleDeal(k, c.rng, deal, cards);
    scratch.copyFrom(base);
    for (const s of c.v.active) if (s !== c.me) scratch.hands[s] = deal[s] as number;
    scratch.declarer = declarer;
    for (let i = 0; i < moves.length; i++) {
      sim.copyFrom(scratch);
      sim.play(moves[i] as number);
      // The candidates of one sampled deal share the solver's table (the same hands).
      playOut(sim, exactAll ? 8 : c.set.exactTricks, c.solver, t, declarer === c.me ? extra : 0, i > 0);
      sums[i] = (sums[i] as number) + utility(st, declarer, game, t);
    }
  }
  krakauStats.samples = n;
  let bi = 0;
  for (let i = 1; i < moves.length; i++) if ((sums[i] as number) > (sums[bi] as number) + 1e-9) bi = i;
  const values = plays.map((a, i) => ({
    action: a as KrakauAction,
    value: (sums[i] as number) / Math.max(1, n),
  }));
  const action = plays[bi] as Act<'play'>;
  return { action, values, reason: playReason(c, action, values, bi) };
}

function cardLabel(card: string): string {
  const r: Record<string, string> = { A: 'A', T: '10', K: 'K', Q: 'D', J: 'B', '9': '9' };
  const s: Record<string, string> = { h: '♥', d: '♦', c: '♣', s: '♠' };
  return `${r[card[0] as string]}${s[card[1] as string]}`;
}

function playReason(
  c: Ctx,
  a: Act<'play'>,
  values: readonly CandidateValue<KrakauAction>[],
  bi: number,
): string {
  const best = values[bi]?.value ?? 0;
  const others = values.filter((_, i) => i !== bi).map((x) => x.value);
  const gap = others.length ? best - Math.max(...others) : 0;
  const label = cardLabel(a.card);
  const what = a.meld ? `${label} mit Meldung (Trumpf wird ${cardLabel(`K${a.card[1]}`).slice(1)})` : label;
  const margin =
    gap >= 1
      ? `, um ${gap.toFixed(0)} Punkte besser als die nächste Karte`
      : ', knapp vor den anderen Karten';
  const needs = c.v.declarerNeeds;
  const state =
    needs === null
      ? ''
      : needs > 0
        ? ` – dem Spielenden fehlen noch ${needs}`
        : ' – das Spiel ist schon geschafft';
  return `${what} spielen: in den durchgerechneten Verteilungen die beste Karte${margin}${state}`;
}

/** What the bidding hint shows: the share of trial games (simple opponents) that make each game. */
export interface KrakauOdds {
  /** bid: before the musik, with a random musik; declare: with the hand after the musik. */
  readonly kind: 'bid' | 'declare';
  readonly trials: number;
  readonly bids: readonly { readonly bid: number; readonly chance: number }[];
}

/**
 * The bidding hint for one seat's view: while it bids, the next bids (up to five) with a random
 * musik; while it declares, every game it may declare with its hand now. Null otherwise.
 */
export function krakauOdds(v: KrakauView, seat: number, seed: string, samples = 400): KrakauOdds | null {
  const kind = v.phase.kind;
  if (v.phase.seat !== seat || (kind !== 'bidding' && kind !== 'declare')) return null;
  const set: KrakauSettings = { ...KRAKAU_ODDS, bidSamples: samples };
  const d = {
    view: v,
    legal: [],
    seat,
    rng: Rng.fromSeed(seed),
    budget: { ms: 1e9, deadline: Number.POSITIVE_INFINITY },
    advice: false,
  } as D;
  const c = ctxOf(d, set, null);
  if (kind === 'bidding') {
    const max = Math.min(v.myMaxBid ?? 120, v.highBid + 50);
    const bids: number[] = [];
    for (let b = v.highBid + 10; b <= max; b += 10) bids.push(b);
    if (bids.length === 0) return { kind: 'bid', trials: 0, bids: [] };
    const tr = trialGames(c, samples, true);
    return { kind: 'bid', trials: tr.n, bids: bids.map((bid) => ({ bid, chance: share(tr, seat, bid) })) };
  }
  const games = gamesFor(v, maskOf(v.hand));
  const tr = declareTrials(c, samples);
  return { kind: 'declare', trials: tr.n, bids: games.map((bid) => ({ bid, chance: share(tr, seat, bid) })) };
}

const share = (tr: Trials, seat: number, game: number): number =>
  Math.round(madeShare(tr, seat, game) * 1000) / 1000;

const KRAKAU_ODDS: KrakauSettings = {
  bidSamples: 400,
  playSamples: 0,
  giveSamples: 0,
  giftCandidates: 0,
  minSamples: 0,
  bidMargin: 0,
  bombaMargin: 0,
  exactTricks: 0,
  budgetShare: 1,
};

export function makeKrakauPlayer(set: KrakauSettings): (d: D) => Choice<KrakauAction> {
  const solver = set.exactTricks > 0 ? new Solver() : null;
  return (d: D): Choice<KrakauAction> => {
    const c = ctxOf(d, set, solver);
    const kinds = new Set(d.legal.map((a) => a.type));
    if (kinds.has('play')) return play(c);
    if (kinds.has('bid') || kinds.has('pass')) return bid(c);
    if (kinds.has('declare')) return declare(c);
    if (kinds.has('keep')) {
      const weak = estimate(maskOf(d.view.hand), 3, d.view.players) < 90;
      return {
        action: weak ? { type: 'redeal' } : { type: 'keep' },
        reason: weak ? 'Neu geben: das Blatt ist schwach' : 'Behalten: das Blatt trägt',
      };
    }
    if (kinds.has('takeMusik'))
      return {
        action: { type: 'takeMusik', musik: d.rng.int(2) },
        reason: 'Beide Musiks liegen verdeckt: Glückssache',
      };
    return give(c);
  };
}
