/**
 * A paired check of a change to the Speedcoup computers: the first K stored deals of each coup,
 * played again by normal crews with the current code, against the stored digits of the same deals
 * (`coup/rates.json`, written by the code before the change). JSON on stdout, progress on stderr:
 *
 *   nice -n 10 npm run coup-rates:compare -w services/ai -- 8 1-50
 *
 * `before`/`after`: successes on those deals; `gained`/`lost`: deals only the new / only the old
 * code brought home. The decisions are seeded and bounded by sample counts, so the code that wrote
 * the file reproduces its digits exactly (the control).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { playAttempt } from './coup-rates.js';

const K = Number(process.argv[2] ?? 8);
const [from = 1, to = 50] = (process.argv[3] ?? '1-50').split('-').map(Number);
const FILE = fileURLToPath(new URL('../coup/rates.json', import.meta.url));
const file = JSON.parse(readFileSync(FILE, 'utf8')) as {
  seed: string;
  budgetMs: number;
  crews: Record<string, Record<string, { deals: string }>>;
};
const coups: Record<number, { before: number; after: number; n: number }> = {};
const sum = { deals: 0, before: 0, after: 0, gained: 0, lost: 0 };
const t0 = Date.now();
for (let c = from; c <= to; c++) {
  const stored = file.crews.normal?.[String(c)]?.deals ?? '';
  const cell = { before: 0, after: 0, n: 0 };
  for (let i = 0; i < Math.min(K, stored.length); i++) {
    const old = stored[i] === '1';
    const now = playAttempt(c, 'normal', `${file.seed}:${c}:${i}`, file.budgetMs).success;
    cell.n++;
    cell.before += old ? 1 : 0;
    cell.after += now ? 1 : 0;
    sum.gained += now && !old ? 1 : 0;
    sum.lost += old && !now ? 1 : 0;
  }
  coups[c] = cell;
  sum.deals += cell.n;
  sum.before += cell.before;
  sum.after += cell.after;
  process.stderr.write(`coup ${c}: ${cell.before} → ${cell.after} of ${cell.n}\n`);
}
console.log(JSON.stringify({ ...sum, seconds: Math.round((Date.now() - t0) / 1000), coups }));
