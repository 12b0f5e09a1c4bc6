/**
 * How the seven Speedhokus characters play, measured: `npm run hokus-characters -w services/ai --
 * --shows 400 --level normal`. Plays shows at 3..6 magicians (so every character sits at some
 * table) with one level everywhere and prints JSON per character: how high he announces (mean n,
 * and n as a share of the hats on the tables), how often he bluffs (announces although his own
 * skunk is within reach: n ≥ its depth), how often he places when he could announce, passes,
 * jumps, sets a trap (skunk first), delivers, and how often he wins.
 */
import { engine, type HokusAction, type HokusView } from '@spielcenter/hokus';
import type { Level } from '@spielcenter/proto';
import { makeDecision } from '../players/decision.js';
import { hokusCharacter } from '../players/hokus-characters.js';
import { decide } from '../players/index.js';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const shows = Number(arg('shows', '200'));
const level = arg('level', 'normal') as Level;

interface Tally {
  announces: number;
  height: number;
  share: number;
  bluffs: number;
  couldAnnounce: number;
  placed: number;
  bidTurns: number;
  passes: number;
  jumps: number;
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
  jumps: 0,
  setups: 0,
  traps: 0,
  challenges: 0,
  delivered: 0,
  seats: 0,
  wins: 0,
});
const tallies = new Map<string, Tally>();

function note(seat: number, view: HokusView, action: HokusAction): void {
  const name = hokusCharacter(seat, view.players).name;
  const t = tallies.get(name) ?? empty();
  tallies.set(name, t);
  const phase = view.phase;
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
    if (action.type === 'announce' && action.n > phase.high + 1) t.jumps++;
  }
  if (action.type === 'announce') {
    t.announces++;
    t.height += action.n;
    t.share += action.n / Math.max(1, view.maxAnnounce);
    const depth = view.me?.skunkDepth ?? null;
    if (depth !== null && action.n >= depth) t.bluffs++;
  }
}

for (let g = 0; g < shows; g++) {
  const players = 3 + (g % 4);
  let s = engine.setup(engine.parseConfig({ players }), `characters-${g}`);
  for (let k = 0; engine.outcome(s) === null; k++) {
    const seat = engine.toAct(s)[0] as number;
    const legal = engine.legalActions(s, seat) as HokusAction[];
    const view = engine.view(s, seat) as HokusView;
    const { action } = decide('hokus', level, makeDecision({ level, seat, view, legal, seed: `${g}:${k}` }));
    note(seat, view, action as HokusAction);
    s = engine.apply(s, seat, action as HokusAction).state;
  }
  s.magicians.forEach((m, seat) => {
    const t = tallies.get(hokusCharacter(seat, players).name) ?? empty();
    tallies.set(hokusCharacter(seat, players).name, t);
    t.seats++;
    t.challenges += m.record.announced;
    t.delivered += m.record.delivered;
    if (s.winner === seat) t.wins++;
  });
}

const r = (x: number, d = 3): number => Math.round(x * 10 ** d) / 10 ** d;
const rows = Object.fromEntries(
  [...tallies.entries()].map(([name, t]) => [
    name,
    {
      seats: t.seats,
      announcements: t.announces,
      meanAnnouncement: r(t.height / Math.max(1, t.announces), 2),
      announcementShareOfHats: r(t.share / Math.max(1, t.announces)),
      bluffRate: r(t.bluffs / Math.max(1, t.announces)),
      placeRate: r(t.placed / Math.max(1, t.couldAnnounce)),
      passRate: r(t.passes / Math.max(1, t.bidTurns)),
      jumpRate: r(t.jumps / Math.max(1, t.bidTurns)),
      trapRate: r(t.traps / Math.max(1, t.setups)),
      deliveryRate: r(t.delivered / Math.max(1, t.challenges)),
      winRate: r(t.wins / Math.max(1, t.seats)),
    },
  ]),
);
process.stdout.write(
  `${JSON.stringify({ level, shows, node: process.version, characters: rows }, null, 2)}\n`,
);
