/**
 * The duplicate tournament: `npm run tournament -w services/ai -- --game boss --a stark --b normal
 * --deals 400`. Prints one JSON report on stdout; progress goes to stderr.
 */
import { availableParallelism, loadavg } from 'node:os';
import { levelFor } from '../players/index.js';
import { ADAPTERS } from './adapters.js';
import { parseArgs } from './args.js';
import { addDeal, emptyTally, report } from './report.js';
import { runDeals } from './schedule.js';

const args = parseArgs(process.argv.slice(2), Math.min(2, availableParallelism()));
const adapter = ADAPTERS[args.game];
const players = args.players ?? adapter.defaultPlayers;
const tally = emptyTally();
const load = (): number[] => loadavg().map((x) => Math.round(x * 100) / 100);
const loadStart = load();
const t0 = Date.now();

const { stoppedEarly } = await runDeals(args, players, (r) => {
  addDeal(tally, r);
  const n = tally.diffs.length;
  if (n % 10 === 0 || n === args.deals) {
    const m = tally.diffs.reduce((a, b) => a + b, 0) / n;
    process.stderr.write(
      `${n}/${args.deals} deals, mean diff ${m.toFixed(2)}, ${((Date.now() - t0) / 1000).toFixed(0)} s\n`,
    );
  }
});

const out = report(
  {
    game: args.game,
    a: args.a,
    b: args.b,
    players,
    dealIs: adapter.dealIs,
    requested: args.deals,
    seed: args.seed,
  },
  tally,
  {
    // A level without its own player falls back to a weaker one: the report says who really played.
    playedAs: { a: levelFor(args.game, args.a), b: levelFor(args.game, args.b) },
    config: args.extra,
    budgetMs: args.budgetMs,
    stoppedEarly,
    threads: args.threads,
    wallSeconds: Math.round((Date.now() - t0) / 1000),
    loadavg: { start: loadStart, end: load() },
    node: process.version,
  },
);
process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
