/** Abrechnung: the declarer's game against his points, the opponents' rounded points, Bomba, sit-out aces. */
import type { Seat } from '@spielcenter/proto';
import { sumPoints } from './cards.js';
import { dealGame } from './deal.js';
import type { KrakauEvent } from './events.js';
import { type Role, roundToTen, type SeatScore, settleSeat } from './limits.js';
import { leaderboardOfGame, placeBonus } from './outcome.js';
import {
  BOMBA_POINTS,
  type GameResult,
  type KrakauState,
  type Round,
  type SeatStats,
  SIT_OUT_ACE_POINTS,
} from './state.js';

/** Points a seat took this game: tricks, plus (two players) the declarer's discards. */
export function cardPointsOf(round: Round, seat: Seat): number {
  const taken = round.taken[seat] as number;
  if (seat !== round.declarer) return taken;
  return taken + sumPoints(round.gifts.filter((g) => g.to === -1).map((g) => g.card));
}

export function marriagePointsOf(round: Round, seat: Seat): number {
  let sum = 0;
  for (const m of round.marriages) if (m.seat === seat) sum += m.points;
  return sum;
}

/** The 4-player dealer sits out and scores 50 per ace in the musik. */
function sitOutPoints(round: Round): number {
  return (round.musiks[0] ?? []).filter((c) => c[0] === 'A').length * SIT_OUT_ACE_POINTS;
}

function roleOf(round: Round, seat: Seat, bomba: boolean): Role {
  if (!round.active.includes(seat)) return { kind: 'other', points: sitOutPoints(round) };
  if (seat === round.declarer) {
    if (bomba) return { kind: 'other', points: 0 };
    const total = cardPointsOf(round, seat) + marriagePointsOf(round, seat);
    return { kind: 'declarer', game: round.game as number, made: total >= (round.game as number) };
  }
  if (bomba) return { kind: 'other', points: BOMBA_POINTS };
  return { kind: 'other', points: roundToTen(cardPointsOf(round, seat) + marriagePointsOf(round, seat)) };
}

function updateStats(state: KrakauState, round: Round, made: boolean, bomba: boolean): SeatStats[] {
  const d = round.declarer as Seat;
  return state.stats.map((st, seat) => {
    const marriages = st.marriages + round.marriages.filter((m) => m.seat === seat).length;
    if (seat !== d) return { ...st, marriages };
    return {
      declarer: st.declarer + 1,
      gamesMade: st.gamesMade + (made ? 1 : 0),
      marriages,
      bombas: st.bombas + (bomba ? 1 : 0),
      bestGame: made ? Math.max(st.bestGame, round.game as number) : st.bestGame,
    };
  });
}

/** The game's result, as the settlement board shows it. */
function resultOf(
  state: KrakauState,
  roles: readonly Role[],
  scores: readonly number[],
  bomba: boolean,
): GameResult {
  const round = state.round;
  const d = round.declarer as Seat;
  const declarer = roles[d] as Role;
  const seats = state.scores.map((_, s) => s);
  return {
    no: state.history.length + 1,
    dealer: round.dealer,
    declarer: d,
    bid: round.highBid,
    game: round.game ?? round.highBid,
    bomba,
    made: declarer.kind === 'declarer' && declarer.made,
    declarerTotal: cardPointsOf(round, d) + marriagePointsOf(round, d),
    cardPoints: seats.map((s) => cardPointsOf(round, s)),
    marriagePoints: seats.map((s) => marriagePointsOf(round, s)),
    raw: roles.map((r) => (r.kind === 'declarer' ? (r.made ? r.game : -r.game) : r.points)),
    deltas: scores.map((score, i) => score - (state.scores[i] as number)),
    scores,
  };
}

/** Settles the game in `draft`: scores, barrels, statistics; then the match ends or the next game is dealt. */
function settle(draft: KrakauState, bomba: boolean): KrakauEvent[] {
  const round = draft.round;
  const config = draft.config;
  const events: KrakauEvent[] = [];
  const roles = draft.scores.map((_, seat) => roleOf(round, seat, bomba));
  const after: SeatScore[] = roles.map((role, seat) => {
    const start = { score: draft.scores[seat] as number, barrel: draft.barrel[seat] as number };
    return settleSeat(config, seat, start, role, events);
  });
  const d = round.declarer as Seat;
  const scores = after.map((s) => s.score);
  const result = resultOf(draft, roles, scores, bomba);
  const winner = scores.findIndex((s) => s >= config.target);
  draft.stats = updateStats(draft, round, result.made, bomba);
  draft.scores = scores;
  draft.barrel = after.map((s) => s.barrel);
  if (bomba) draft.bombasUsed = draft.bombasUsed.map((n, s) => (s === d ? n + 1 : n));
  draft.history = [...draft.history, result];
  const points = leaderboardOfGame(result.deltas);
  const bonus = winner >= 0 ? placeBonus(scores) : null;
  events.unshift({
    type: 'gameScored',
    result,
    points: bonus ? points.map((p, s) => p + (bonus[s] ?? 0)) : points,
  });
  if (winner >= 0) {
    draft.winner = winner;
    draft.phase = { kind: 'over' };
    events.push({ type: 'matchWon', seat: winner, scores });
    return events;
  }
  for (const e of dealGame(draft, (round.dealer + 1) % config.players, false)) events.push(e);
  return events;
}

/** After the last trick. */
export function scoreGame(draft: KrakauState): KrakauEvent[] {
  return settle(draft, false);
}

/** Bomba: the declarer gives up before giving; he loses nothing, each opponent scores 60. */
export function scoreBomba(draft: KrakauState, seat: Seat): KrakauEvent[] {
  return [{ type: 'bomba', seat }, ...settle(draft, true)];
}
