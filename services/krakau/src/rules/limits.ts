/**
 * How one game's result reaches the score sheet: the lock (Sperre), the barrel (Fass), the
 * opponents' cap at 990 and the win at 1000, which only a declarer can reach.
 */
import type { Seat } from '@spielcenter/proto';
import { barrelAt, type KrakauConfig, opponentCap } from './config.js';
import type { KrakauEvent } from './events.js';
import { BARREL_GAMES, BARREL_PENALTY } from './state.js';

export interface SeatScore {
  score: number;
  barrel: number;
}

export type Role =
  | { readonly kind: 'declarer'; readonly game: number; readonly made: boolean }
  /** An opponent, a sitting-out dealer, or a declarer after a Bomba (who scores nothing). */
  | { readonly kind: 'other'; readonly points: number };

/** Locked (gesperrt): from the lock on, nothing counts unless you are the declarer. */
export function isLocked(config: KrakauConfig, score: number): boolean {
  return config.lockAt !== null && score >= config.lockAt;
}

function arrive(config: KrakauConfig, seat: Seat, before: number, s: SeatScore, events: KrakauEvent[]): void {
  const barrel = barrelAt(config);
  if (config.barrel && s.score >= barrel && s.score < config.target && s.barrel === 0) {
    s.score = barrel;
    s.barrel = BARREL_GAMES;
    events.push({ type: 'barrelReached', seat, score: barrel, games: BARREL_GAMES });
  }
  if (config.lockAt !== null && before < config.lockAt && s.score >= config.lockAt) {
    events.push({ type: 'locked', seat, score: s.score });
  }
}

/** One game used on the barrel without getting off: after the third, −120 and off the barrel. */
function useBarrelGame(seat: Seat, s: SeatScore, events: KrakauEvent[]): void {
  s.barrel -= 1;
  if (s.barrel > 0) {
    events.push({ type: 'barrelGameUsed', seat, gamesLeft: s.barrel });
    return;
  }
  s.score -= BARREL_PENALTY;
  events.push({ type: 'barrelPenalty', seat, points: -BARREL_PENALTY, score: s.score });
}

function settleDeclarer(
  config: KrakauConfig,
  seat: Seat,
  s: SeatScore,
  role: { game: number; made: boolean },
  events: KrakauEvent[],
): void {
  const before = s.score;
  if (!role.made) {
    s.score -= role.game;
    if (s.barrel > 0) {
      s.barrel = 0;
      events.push({ type: 'barrelFell', seat, score: s.score });
    }
    return;
  }
  if (s.score + role.game >= config.target) {
    s.score += role.game;
    s.barrel = 0;
    return;
  }
  if (s.barrel > 0) {
    useBarrelGame(seat, s, events);
    return;
  }
  s.score += role.game;
  arrive(config, seat, before, s, events);
}

function settleOther(
  config: KrakauConfig,
  seat: Seat,
  s: SeatScore,
  points: number,
  events: KrakauEvent[],
): void {
  if (s.barrel > 0) {
    useBarrelGame(seat, s, events);
    return;
  }
  if (isLocked(config, s.score) || points === 0) return;
  const before = s.score;
  s.score = Math.max(before, Math.min(before + points, opponentCap(config)));
  arrive(config, seat, before, s, events);
}

/** The new score and barrel count of one seat after a game. */
export function settleSeat(
  config: KrakauConfig,
  seat: Seat,
  start: SeatScore,
  role: Role,
  events: KrakauEvent[],
): SeatScore {
  const s = { ...start };
  if (role.kind === 'declarer') settleDeclarer(config, seat, s, role, events);
  else settleOther(config, seat, s, role.points, events);
  return s;
}

/** Opponents' points are rounded to ten, 5 rounds up (25 → 30, 24 → 20). */
export function roundToTen(points: number): number {
  return Math.floor((points + 5) / 10) * 10;
}
