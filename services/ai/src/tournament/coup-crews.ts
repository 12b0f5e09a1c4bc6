/**
 * Success of one crew level at any table size, on fixed deals, for paired checks of a change (the
 * stored rates of `coup-rates` are crews of four). Attempt i of coup c is the deal `${seed}:${c}:${i}`;
 * `deals` holds one digit per attempt (1 = made) in deal order, so two runs — before and after a
 * change — compare deal by deal. JSON on stdout, progress on stderr:
 *
 *   nice -n 10 npm run coup-crews -w services/ai -- --players 2 --level normal --attempts 6 --coups 1-50
 */
import { parseArgs } from 'node:util';
import { type CrewLevel, playAttempt } from './coup-rates.js';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '2' },
    level: { type: 'string', default: 'normal' },
    attempts: { type: 'string', default: '6' },
    coups: { type: 'string', default: '1-50' },
    seed: { type: 'string', default: 'crews' },
    budget: { type: 'string', default: '10000' },
  },
});
const players = Number(values.players);
const level = values.level as CrewLevel;
const attempts = Number(values.attempts);
const [from = 1, to = 50] = values.coups.split('-').map(Number);
const t0 = Date.now();
const coups: Record<number, string> = {};
let made = 0;
let total = 0;
for (let c = from; c <= to; c++) {
  let digits = '';
  for (let i = 0; i < attempts; i++) {
    const ok = playAttempt(c, level, `${values.seed}:${c}:${i}`, Number(values.budget), players).success;
    digits += ok ? '1' : '0';
    made += ok ? 1 : 0;
    total++;
  }
  coups[c] = digits;
  process.stderr.write(`coup ${c}: ${digits}\n`);
}
console.log(
  JSON.stringify({
    players,
    level,
    seed: values.seed,
    attempts: total,
    made,
    rate: Math.round((made / Math.max(1, total)) * 1000) / 1000,
    seconds: Math.round((Date.now() - t0) / 1000),
    coups,
  }),
);
