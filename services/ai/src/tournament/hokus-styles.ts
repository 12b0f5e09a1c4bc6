/**
 * The seven Speedhokus characters' styles, measured on whole shows at 3..6 magicians (so every
 * character sits at some table) with one level everywhere: how high he announces (mean n, and n as
 * a share of the hats on the tables), how often he bluffs (announces although his own skunk is
 * within reach: n ≥ its depth), how often he places when he could announce, passes, jumps (raises
 * by two or more), sets a trap (skunk first), how often he passes over a magician whose skunk has
 * already appeared in this show and lifts on such a table when he could lift elsewhere (his reading
 * of the others), delivers, and how often he wins. A bluff: an announcement that reaches his own
 * skunk when he could have done otherwise (placed, passed or announced lower).
 * Used by `npm run hokus-characters` (hokus-characters.ts) and by the characters' test.
 */
import { engine, type HokusAction, type HokusView } from '@spielcenter/hokus';
import { characterOfName, HOKUS_CAST } from '@spielcenter/hokus/characters';
import type { Level } from '@spielcenter/proto';
import { makeDecision } from '../players/decision.js';
import { decide } from '../players/index.js';

interface Tally {
  announces: number;
  height: number;
  share: number;
  bluffs: number;
  couldAnnounce: number;
  placed: number;
  bidTurns: number;
  passes: number;
  raises: number;
  jumps: number;
  sightedTurns: number;
  sightedPasses: number;
  choiceLifts: number;
  sightedLifts: number;
  setups: number;
  traps: number;
  challenges: number;
  delivered: number;
  seats: number;
  wins: number;
}

const empty = (): Tally => ({
  announces: 0,
  height: 0,
  share: 0,
  bluffs: 0,
  couldAnnounce: 0,
  placed: 0,
  bidTurns: 0,
  passes: 0,
  raises: 0,
  jumps: 0,
  sightedTurns: 0,
  sightedPasses: 0,
  choiceLifts: 0,
  sightedLifts: 0,
  setups: 0,
  traps: 0,
  challenges: 0,
  delivered: 0,
  seats: 0,
  wins: 0,
});

export interface CharacterStyle {
  readonly seats: number;
  readonly announcements: number;
  readonly meanAnnouncement: number;
  readonly announcementShareOfHats: number;
  readonly bluffRate: number;
  readonly placeRate: number;
  readonly passRate: number;
  /** Of his raises, the share by two or more. */
  readonly jumpRate: number;
  /** Pass rate when the highest bidder's skunk has already appeared in this show. */
  readonly passRateAfterSighting: number;
  /**
   * Lifting on other tables with a choice between one whose owner's skunk has appeared in this
   * show and one whose has not: the share he takes from the former.
   */
  readonly sightedLiftRate: number;
  readonly trapRate: number;
  readonly deliveryRate: number;
  readonly winRate: number;
}

function note(t: Tally, view: HokusView, legal: readonly HokusAction[], action: HokusAction): void {
  const phase = view.phase;
  if (phase.kind === 'lifting' && action.type === 'lift' && action.table !== view.seat) {
    const seen = (table: number) => view.sightings.some((x) => x.owner === table);
    const tables = legal.map((a) => (a as { table: number }).table);
    if (tables.some(seen) && !tables.every(seen)) {
      t.choiceLifts++;
      if (seen(action.table)) t.sightedLifts++;
    }
  }
  if (phase.kind === 'setup') {
    t.setups++;
    if (action.type === 'place' && action.hat === view.me?.skunk) t.traps++;
  }
  if (phase.kind === 'placing') {
    t.couldAnnounce++;
    if (action.type === 'place') t.placed++;
  }
  if (phase.kind === 'bidding') {
    t.bidTurns++;
    if (action.type === 'pass') t.passes++;
    if (action.type === 'announce') t.raises++;
    if (action.type === 'announce' && action.n > phase.high + 1) t.jumps++;
    if (view.sightings.some((x) => x.owner === phase.bidder)) {
      t.sightedTurns++;
      if (action.type === 'pass') t.sightedPasses++;
    }
  }
  if (action.type === 'announce') {
    t.announces++;
    t.height += action.n;
    t.share += action.n / Math.max(1, view.maxAnnounce);
    // through his own skunk although he could have done otherwise (placed, passed, announced lower)
    const depth = view.me?.skunkDepth ?? null;
    const forced = legal.every((a) => a.type === 'announce' && depth !== null && a.n >= depth);
    if (depth !== null && action.n >= depth && !forced) t.bluffs++;
  }
}

/** Plays `shows` shows (3, 4, 5, 6 magicians in turn) at `level`; the styles by character name. */
export function measureCharacters(shows: number, level: Level, seed = 'characters'): Record<string, CharacterStyle> {
  const tallies = new Map<string, Tally>();
  // Every magician named from the cast (a name is a style), rotated so that every character sits
  // at every table size.
  const castAt = (seat: number, players: number) =>
    HOKUS_CAST[(seat + 2 * (players - 3)) % HOKUS_CAST.length] as string;
  const of = (seat: number, players: number): Tally => {
    const name = characterOfName(castAt(seat, players)).name;
    const t = tallies.get(name) ?? empty();
    tallies.set(name, t);
    return t;
  };
  for (let g = 0; g < shows; g++) {
    const players = 3 + (g % 4);
    const names = Array.from({ length: players }, (_v, seat) => castAt(seat, players));
    let s = engine.setup(engine.parseConfig({ players, names }), `${seed}-${g}`);
    for (let k = 0; engine.outcome(s) === null; k++) {
      const seat = engine.toAct(s)[0] as number;
      const legal = engine.legalActions(s, seat) as HokusAction[];
      const view = engine.view(s, seat) as HokusView;
      const { action } = decide('hokus', level, makeDecision({ level, seat, view, legal, seed: `${g}:${k}` }));
      note(of(seat, players), view, legal, action as HokusAction);
      s = engine.apply(s, seat, action as HokusAction).state;
    }
    s.magicians.forEach((m, seat) => {
      const t = of(seat, players);
      t.seats++;
      t.challenges += m.record.announced;
      t.delivered += m.record.delivered;
      if (s.winner === seat) t.wins++;
    });
  }
  const r = (x: number, d = 3): number => Math.round(x * 10 ** d) / 10 ** d;
  const per = (a: number, b: number) => r(a / Math.max(1, b));
  return Object.fromEntries(
    [...tallies.entries()].map(([name, t]) => [
      name,
      {
        seats: t.seats,
        announcements: t.announces,
        meanAnnouncement: r(t.height / Math.max(1, t.announces), 2),
        announcementShareOfHats: per(t.share, t.announces),
        bluffRate: per(t.bluffs, t.announces),
        placeRate: per(t.placed, t.couldAnnounce),
        passRate: per(t.passes, t.bidTurns),
        jumpRate: per(t.jumps, t.raises),
        passRateAfterSighting: per(t.sightedPasses, t.sightedTurns),
        sightedLiftRate: per(t.sightedLifts, t.choiceLifts),
        trapRate: per(t.traps, t.setups),
        deliveryRate: per(t.delivered, t.challenges),
        winRate: per(t.wins, t.seats),
      },
    ]),
  );
}
