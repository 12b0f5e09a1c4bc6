// The layers around the engines know a game only through its declaration: no game's event or
// action name appears (quoted) in the table service, the gateway or the web shell.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { GAME_IDS } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;
const LAYERS = [
  'services/tables/src',
  'gateway/src',
  'web/src/routes',
  'web/src/lib/table',
  'web/src/lib/graphql',
];
/** The table's own words that a game also uses as a name ("seat": a place; Speedcruise's seating). */
const TABLE_WORDS = new Set(['seat']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|svelte)$/.test(name) && !/\.test\.ts$|test-util\.ts$|\.d\.ts$/.test(name) ? [path] : [];
  });
}

function gameNames(): Set<string> {
  const names = new Set<string>();
  for (const game of GAME_IDS) {
    for (const file of ['events.ts', 'actions.ts']) {
      const text = readFileSync(join(ROOT, 'services', game, 'src/rules', file), 'utf8');
      for (const m of text.matchAll(/type: '([A-Za-z]+)'/g))
        if (!TABLE_WORDS.has(m[1] as string)) names.add(m[1] as string);
    }
  }
  return names;
}

describe('the layers around the engines', () => {
  it('name no game event or action', () => {
    const names = gameNames();
    expect(names.size).toBeGreaterThan(50);
    const found: string[] = [];
    for (const file of LAYERS.flatMap((l) => files(join(ROOT, l)))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/['"`]([A-Za-z]+)['"`]/g)) {
        if (names.has(m[1] as string)) found.push(`${file.slice(ROOT.length)}: ${m[1]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
