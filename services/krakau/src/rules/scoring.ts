/** Abrechnung: the declarer's game against his points, the opponents' rounded points, Bomba, sit-out aces. */
import type { GameEvent, Seat } from '@spielcenter/proto';
import { sumPoints } from './cards.js';
import { dealGame } from './deal.js';
import { type Role, roundToTen, type SeatScore, settleSeat } from './limits.js';
import {
  BOMBA_POINTS,
  type GameResult,
  type KrakauState,
  type Round,
  type SeatStats,
  SIT_OUT_ACE_POINTS,
} from './state.js';

type Applied = { state: KrakauState; events: GameEvent[] };

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

function settle(state: KrakauState, bomba: boolean): Applied {
  const round = state.round;
  const config = state.config;
  const events: GameEvent[] = [];
  const roles = state.scores.map((_, seat) => roleOf(round, seat, bomba));
  const after: SeatScore[] = roles.map((role, seat) =>
    settleSeat(
      config,
      seat,
      { score: state.scores[seat] as number, barrel: state.barrel[seat] as number },
      role,
      events,
    ),
  );
  const d = round.declarer as Seat;
  const declarerRole = roles[d] as Role;
  const made = declarerRole.kind === 'declarer' && declarerRole.made;
  const scores = after.map((s) => s.score);
  const result: GameResult = {
    no: state.history.length + 1,
    dealer: round.dealer,
    declarer: d,
    bid: round.highBid,
    game: round.game ?? round.highBid,
    bomba,
    made,
    declarerTotal: cardPointsOf(round, d) + marriagePointsOf(round, d),
    cardPoints: state.scores.map((_, s) => cardPointsOf(round, s)),
    marriagePoints: state.scores.map((_, s) => marriagePointsOf(round, s)),
    raw: roles.map((r) => (r.kind === 'declarer' ? (r.made ? r.game : -r.game) : r.points)),
    deltas: scores.map((s, i) => s - (state.scores[i] as number)),
    scores,
  };
  const winner = scores.findIndex((s) => s >= config.target);
  const next: KrakauState = {
    ...state,
    scores,
    barrel: after.map((s) => s.barrel),
    bombasUsed: bomba ? state.bombasUsed.map((n, s) => (s === d ? n + 1 : n)) : state.bombasUsed,
    history: [...state.history, result],
    stats: updateStats(state, round, made, bomba),
    winner: winner >= 0 ? winner : null,
  };
  const scored: GameEvent[] = [{ type: 'gameScored', result }, ...events];
  if (winner >= 0) {
    return {
      state: { ...next, phase: { kind: 'over' } },
      events: [...scored, { type: 'matchWon', seat: winner, scores }],
    };
  }
  const dealt = dealGame(next, (round.dealer + 1) % config.players, false);
  return { state: dealt.state, events: [...scored, ...dealt.events] };
}

/** After the last trick. */
export function scoreGame(state: KrakauState): Applied {
  return settle(state, false);
}

/** Bomba: the declarer gives up before giving; he loses nothing, each opponent scores 60. */
export function scoreBomba(state: KrakauState, seat: Seat): Applied {
  const settled = settle(state, true);
  return { state: settled.state, events: [{ type: 'bomba', seat }, ...settled.events] };
}
