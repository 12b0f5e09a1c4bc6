/**
 * How the seven Speedhokus characters play, measured (hokus-styles.ts): `npm run hokus-characters
 * -w services/ai -- --shows 280 --level normal`. Prints JSON per character: announcement height,
 * bluff rate, placing, passing, jumps, traps, passes over a magician whose skunk has appeared,
 * deliveries and wins.
 */
import os from 'node:os';
import type { Level } from '@spielcenter/proto';
import { measureCharacters } from './hokus-styles.js';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const shows = Number(arg('shows', '280'));
const level = arg('level', 'normal') as Level;
const seed = arg('seed', 'characters');
const started = performance.now();
const characters = measureCharacters(shows, level, seed);
process.stdout.write(
  `${JSON.stringify(
    {
      level,
      shows,
      seed,
      node: process.version,
      loadavg: os.loadavg().map((x) => Math.round(x * 10) / 10),
      seconds: Math.round((performance.now() - started) / 100) / 10,
      characters,
    },
    null,
    2,
  )}\n`,
);
