/**
 * Measures the success rate per coup of crews of four computers and stores it beside the attempt
 * count in `src/coup/rates.json` (the case file's "etwa in 1 von N Versuchen"):
 *
 *   nice -n 10 npm run coup-rates -w services/ai -- --crew normal --coups 1-50 --attempts 100 --max-minutes 60
 *
 * Every run adds attempts: attempt i of coup c is always the deal `${seed}:${c}:${i}`, so runs add
 * new deals and every crew meets the same deals. Coups are played round-robin (one attempt each in
 * turn), so a run stopped by --max-minutes leaves all coups with about the same count. `deals` holds one digit per attempt (1 = success) in deal order, so
 * crews can be compared on exactly the same deals. The file is
 * re-read before each write, so runs for different crews may go at the same time.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type CrewLevel, oneIn, percentiles, playAttempt, type RateCell, wilson } from './coup-rates.js';

interface RatesFile {
  about: string;
  players: number;
  seed: string;
  budgetMs: number;
  crews: Record<
    string,
    Record<string, RateCell & { oneIn: number | null; ci95: [number, number]; deals: string }>
  >;
  decisionMs: Record<string, ReturnType<typeof percentiles> & { loadavg: number[] }>;
}

const FILE = fileURLToPath(new URL('../coup/rates.json', import.meta.url));
const CREWS: Record<string, CrewLevel> = {
  leicht: 'easy',
  easy: 'easy',
  normal: 'normal',
  stark: 'strong',
  strong: 'strong',
  meister: 'master',
  master: 'master',
  random: 'random',
};

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

function coupsOf(spec: string): number[] {
  const [a, b] = spec.split('-').map(Number);
  const from = a ?? 1;
  const to = b ?? from;
  if (!(from >= 1 && to <= 50 && from <= to)) throw new Error('--coups: like 1-50');
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function readFile(): RatesFile {
  try {
    return JSON.parse(readFileSync(FILE, 'utf8')) as RatesFile;
  } catch {
    return {
      about:
        'Success rate per coup of crews of four computers (all seats one level, no humans, so no Pfiff), on the same deals for every crew: attempt i of coup c is the deal seed `coup-rates:c:i`. attempts = how many attempts the rate is based on; deals = one digit per attempt in deal order (1 = success). Written by `npm run coup-rates -w services/ai`.',
      players: 4,
      seed: 'coup-rates',
      budgetMs: 10_000,
      crews: {},
      decisionMs: {},
    };
  }
}

const crewName = flag('crew', 'normal');
const level = CREWS[crewName];
if (!level) throw new Error(`--crew: one of ${Object.keys(CREWS).join(', ')}`);
const coups = coupsOf(flag('coups', '1-50'));
const attempts = Number(flag('attempts', '10'));
const maxMs = Number(flag('max-minutes', '60')) * 60_000;
const t0 = Date.now();
const key = level;
const times: number[] = [];
const base = readFile();
const start = Object.fromEntries(coups.map((c) => [c, base.crews[key]?.[c]?.attempts ?? 0]));
const added: Record<number, RateCell & { deals: string }> = Object.fromEntries(
  coups.map((c) => [c, { attempts: 0, successes: 0, deals: '' }]),
);

function save(): void {
  const file = readFile();
  const crew = file.crews[key] ?? {};
  for (const c of coups) {
    // this run's deals continue where the file stood when it began (one run per crew at a time)
    const add = added[c]!;
    const cell = {
      attempts: start[c]! + add.attempts,
      successes: (base.crews[key]?.[c]?.successes ?? 0) + add.successes,
    };
    crew[c] = {
      ...cell,
      deals: (base.crews[key]?.[c]?.deals ?? '') + add.deals,
      oneIn: oneIn(cell),
      ci95: wilson(cell).map((x) => Math.round(x * 1000) / 1000) as [number, number],
    };
  }
  file.crews[key] = Object.fromEntries(Object.entries(crew).sort((a, b) => Number(a[0]) - Number(b[0])));
  file.decisionMs[key] = { ...percentiles(times), loadavg: loadavg().map((x) => Math.round(x * 10) / 10) };
  // short number arrays on one line, as the formatter (biome) keeps JSON
  const text = JSON.stringify(file, null, 2).replace(
    /\[\s+([-\d.,\s]+?)\s+\]/g,
    (_m, inner: string) => `[${inner.trim().split(/,\s*/).join(', ')}]`,
  );
  writeFileSync(FILE, `${text}\n`);
}

let stopped = false;
for (let round = 0; round < attempts && !stopped; round++) {
  for (const c of coups) {
    if (Date.now() - t0 > maxMs) {
      stopped = true;
      break;
    }
    const i = start[c]! + added[c]!.attempts;
    const r = playAttempt(c, level, `${base.seed}:${c}:${i}`, base.budgetMs);
    added[c]!.attempts++;
    if (r.success) added[c]!.successes++;
    added[c]!.deals += r.success ? '1' : '0';
    for (const t of r.times) times.push(t);
  }
  save();
  process.stderr.write(
    `${crewName}: round ${round + 1}/${attempts}, ${Math.round((Date.now() - t0) / 1000)} s\n`,
  );
}
save();
