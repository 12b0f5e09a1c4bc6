/**
 * Prints the Speedcoup tables of docs/ai.md from `src/coup/rates.json`:
 *   npm run coup-rates:table -w services/ai
 * The crews are compared on the same deals: per coup only the first n deals that every compared
 * crew has played count (the `deals` digits), and the difference is paired deal by deal.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { oddsText } from '../coup/odds.js';
import { wilson } from './coup-rates.js';

type Cell = { attempts: number; successes: number; deals: string };
const FILE = fileURLToPath(new URL('../coup/rates.json', import.meta.url));
const file = JSON.parse(readFileSync(FILE, 'utf8')) as {
  crews: Record<string, Record<string, Cell>>;
  decisionMs: Record<
    string,
    { n: number; p50: number; p95: number; p99: number; max: number; loadavg: number[] }
  >;
};
const NAMES: Record<string, string> = {
  random: 'zufällig',
  easy: 'leicht',
  normal: 'normal',
  strong: 'stark',
};
const pct = (x: number) => `${(100 * x).toFixed(0)} %`;
const lines: string[] = [];

// 1. normal crews, every coup
const normal = file.crews.normal ?? {};
lines.push(
  '| Coup | Versuche | geschafft | Rate | 95 % (Wilson) | Coup-Akte |',
  '| --- | --- | --- | --- | --- | --- |',
);
for (let c = 1; c <= 50; c++) {
  const cell = normal[c];
  if (!cell) continue;
  const [lo, hi] = wilson(cell);
  const text = oddsText(cell);
  lines.push(
    `| ${c} | ${cell.attempts} | ${cell.successes} | ${pct(cell.successes / cell.attempts)} | ${pct(lo)}–${pct(hi)} | ${text} |`,
  );
}

// 2. crews on the same deals, coups 1..20
const crews = ['random', 'easy', 'normal', 'strong'].filter((k) => file.crews[k]);
lines.push(
  '',
  `| Coup | gleiche Deals | ${crews.map((k) => NAMES[k]).join(' | ')} |`,
  `| --- | --- | ${crews.map(() => '---').join(' | ')} |`,
);
const totals = Object.fromEntries(crews.map((k) => [k, 0]));
const pairs: Record<string, number[]> = {};
let dealsAll = 0;
for (let c = 1; c <= 20; c++) {
  const cells = crews.map((k) => file.crews[k]?.[c]);
  if (cells.some((x) => !x)) continue;
  const n = Math.min(...cells.map((x) => x!.attempts));
  if (n === 0) continue;
  dealsAll += n;
  const wins = cells.map((x) => [...x!.deals.slice(0, n)].filter((d) => d === '1').length);
  crews.forEach((k, i) => {
    totals[k]! += wins[i]!;
  });
  for (const [a, b] of [
    ['normal', 'random'],
    ['normal', 'easy'],
    ['strong', 'normal'],
  ] as const) {
    const da = file.crews[a]?.[c]?.deals;
    const db = file.crews[b]?.[c]?.deals;
    if (!da || !db) continue;
    const list = pairs[`${a}-${b}`] ?? [];
    pairs[`${a}-${b}`] = list;
    for (let i = 0; i < n; i++) list.push(Number(da[i]) - Number(db[i]));
  }
  lines.push(`| ${c} | ${n} | ${wins.map((w) => `${pct(w / n)} (${w})`).join(' | ')} |`);
}
lines.push(
  `| 1–20 | ${dealsAll} | ${crews.map((k) => `**${pct(totals[k]! / Math.max(1, dealsAll))}**`).join(' | ')} |`,
);

// 3. paired differences
lines.push(
  '',
  '| a − b (same deals, coups 1–20) | deals | mean difference | 95 % interval |',
  '| --- | --- | --- | --- |',
);
for (const [key, d] of Object.entries(pairs)) {
  const n = d.length;
  const m = d.reduce((x, y) => x + y, 0) / n;
  const sd = Math.sqrt(d.reduce((x, y) => x + (y - m) ** 2, 0) / Math.max(1, n - 1));
  const h = (1.96 * sd) / Math.sqrt(n);
  const [a, b] = key.split('-') as [string, string];
  lines.push(
    `| ${NAMES[a]} − ${NAMES[b]} | ${n} | ${(100 * m).toFixed(1)} points | [${(100 * (m - h)).toFixed(1)}, ${(100 * (m + h)).toFixed(1)}] |`,
  );
}

// 4. decision times during the measurement
lines.push(
  '',
  '| crew | decisions | p50 | p95 | p99 | max | load average |',
  '| --- | --- | --- | --- | --- | --- | --- |',
);
for (const k of crews) {
  const t = file.decisionMs[k];
  if (t)
    lines.push(
      `| ${NAMES[k]} | ${t.n} | ${t.p50} | ${t.p95} | ${t.p99} | ${t.max} | ${t.loadavg.join(' / ')} |`,
    );
}
process.stdout.write(`${lines.join('\n')}\n`);
