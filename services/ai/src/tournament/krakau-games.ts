/**
 * Single Speedkrakau games in duplicate, for tuning "stark" (`npm run krakau-games -w services/ai --
 * --mode game --deals 300 --variant '{"bidMargin":-30}'`): far cheaper and less noisy than whole
 * matches. Each deal is a fresh match's first game (scores 0): played once with "normal" in every
 * seat, and once per seat with the variant (stark's settings with the overrides) in that seat.
 * `--mode play`: bidding, gifts and declaring by "normal" in all four runs, only the card play
 * differs; `--mode game`: the whole game. The difference of a run is the seat's score change minus
 * the others' mean change, against the same seat in the baseline, averaged over the seats. Prints
 * JSON: deals, mean, 95 % interval, sd, the variant's ms per game, declared and made games.
 */
import { engine, type KrakauAction, type KrakauState } from '@spielcenter/krakau';
import { KRAKAU_NORMAL, KRAKAU_STRONG } from '../krakau/levels.js';
import { makeKrakauPlayer } from '../krakau/player.js';
import { makeDecision } from '../players/decision.js';
import { meanCi } from './stats.js';

const flags = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  flags.set((process.argv[i] as string).replace(/^--/, ''), process.argv[i + 1] ?? '');
const mode = flags.get('mode') ?? 'game';
if (mode !== 'game' && mode !== 'play') throw new Error('--mode: game or play');
const deals = Number(flags.get('deals') ?? 100);
const offset = Number(flags.get('offset') ?? 0);
const overrides = JSON.parse(flags.get('variant') ?? '{}');
const variant = makeKrakauPlayer({ ...KRAKAU_STRONG, ...overrides });
const normal = makeKrakauPlayer(KRAKAU_NORMAL);
type Player = typeof normal;

function step(s: KrakauState, player: Player, seed: string): KrakauState {
  const seat = engine.toAct(s)[0] as number;
  const legal = engine.legalActions(s, seat);
  const d = makeDecision({
    level: 'strong',
    seat,
    view: engine.view(s, seat),
    legal,
    seed,
    budgetMs: 10_000,
  });
  const { action } = player(d as Parameters<Player>[0]);
  return engine.apply(s, seat, action as KrakauAction).state;
}

const diffs: number[] = [];
const ms: number[] = [];
const counts = { variantDeclared: 0, variantMade: 0, baselineDeclared: 0, baselineMade: 0 };
for (let i = offset; i < offset + deals; i++) {
  let s = engine.setup(engine.parseConfig({ players: 3, target: 500 }), `exp:${i}`);
  let k = 0;
  if (mode === 'play') {
    while (s.phase.kind !== 'play' && s.history.length === 0) s = step(s, normal, `pre${i}:${k++}`);
    // A Bomba ended the game before the card play: nothing to compare.
    if (s.history.length > 0) continue;
  }
  const h0 = s.history.length;
  const rel: number[][] = [];
  for (let slot = -1; slot < 3; slot++) {
    let t = s;
    let j = k;
    const t0 = performance.now();
    while (t.history.length === h0)
      t = step(t, engine.toAct(t)[0] === slot ? variant : normal, `g${i}:${j++}`);
    if (slot >= 0) ms.push(performance.now() - t0);
    const g = t.history.at(-1);
    if (!g) continue;
    const sum = g.deltas.reduce((a, b) => a + b, 0);
    rel.push(g.deltas.map((x) => x - (sum - x) / 2));
    if (!g.bomba && slot >= 0 && g.declarer === slot) {
      counts.variantDeclared++;
      if (g.made) counts.variantMade++;
    }
    if (!g.bomba && slot < 0) {
      counts.baselineDeclared++;
      if (g.made) counts.baselineMade++;
    }
  }
  const base = rel[0] as number[];
  let d = 0;
  for (let seat = 0; seat < 3; seat++) d += (rel[seat + 1]?.[seat] ?? 0) - (base[seat] ?? 0);
  diffs.push(d / 3);
  if (diffs.length % 50 === 0)
    process.stderr.write(
      `${diffs.length} deals, mean ${(diffs.reduce((a, b) => a + b, 0) / diffs.length).toFixed(2)}\n`,
    );
}
const r = meanCi(diffs);
const msPerGame = Math.round(ms.reduce((a, b) => a + b, 0) / Math.max(1, ms.length));
process.stdout.write(
  `${JSON.stringify({ mode, variant: overrides, deals: r.n, offset, mean: r.mean, ci95: r.ci95, sd: r.sd, msPerGame, ...counts })}\n`,
);
