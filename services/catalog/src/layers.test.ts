// The layers around the engines know a game only through its declaration (and the web's game
// folders): no game's event or action name appears (quoted) in the table service, the gateway or
// the web shell, and no game id (`boss`, `coup`, …) as a word of the code — an identifier, a string,
// a property — in the gateway or anywhere in the web outside `web/src/lib/games` (routes included).
// Comments may name a game as an example; tests play real games and are not looked at.
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
/** Where no game id may appear: the gateway, and the web but for its game folders. */
const NO_GAME_IDS = ['gateway/src', 'web/src'];
const GAME_FOLDERS = 'web/src/lib/games';
/**
 * Known places still naming a game, each to go with its own change (and the test fails once the
 * place no longer names it, so the entry cannot outlive it). None left: Speedcoup's odds come from
 * the AI service.
 */
const PENDING: readonly string[] = [];
/** The table's own words that a game also uses as a name ("seat": a place; Speedcruise's seating). */
const TABLE_WORDS = new Set(['seat']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|js|svelte)$/.test(name) && !/\.test\.ts$|test-util\.ts$|\.d\.ts$/.test(name) ? [path] : [];
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

/**
 * The text without its comments (`/* … *\/`, `<!-- … -->`, and `//` to the line's end where it
 * follows the line's start or a space — not `http://` in a string).
 */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/(^|\s)\/\/.*$/gm, '$1');
}

/** Every game id standing as a word of its own in `text`, with the line it stands in. */
function gameIdsIn(text: string): { id: string; line: string }[] {
  const found: { id: string; line: string }[] = [];
  const ids = new RegExp(`(?<![A-Za-z0-9_$])(${GAME_IDS.join('|')})(?![A-Za-z0-9_$])`, 'g');
  for (const line of withoutComments(text).split('\n'))
    for (const m of line.matchAll(ids)) found.push({ id: m[1] as string, line: line.trim() });
  return found;
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

  it('name no game id in the gateway or in the web outside its game folders', () => {
    const checked = NO_GAME_IDS.flatMap((l) => files(join(ROOT, l))).filter(
      (f) => !f.startsWith(join(ROOT, GAME_FOLDERS)),
    );
    expect(checked.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const file of checked) {
      for (const { id, line } of gameIdsIn(readFileSync(file, 'utf8'))) {
        const quoted = /['"`]@spielcenter\/[^'"`]*['"`]/.exec(line)?.[0];
        found.push(`${file.slice(ROOT.length)}: ${id} in ${quoted ?? line}`);
      }
    }
    expect(found).toEqual(PENDING);
  });

  it('finds a game id as an identifier, a string or a property, and not in a longer word or a comment', () => {
    expect(gameIdsIn("const g = 'krakau';").map((f) => f.id)).toEqual(['krakau']);
    expect(gameIdsIn('if (game === `hokus`) x.boss = cruise;').map((f) => f.id)).toEqual([
      'hokus',
      'boss',
      'cruise',
    ]);
    expect(gameIdsIn('{ coup: 1 } <a href="/regeln/coup">').map((f) => f.id)).toEqual(['coup', 'coup']);
    expect(gameIdsIn('Speedkrakau coupOdds Tagescoup bossy $boss')).toEqual([]);
    expect(gameIdsIn('// e.g. krakau\n/* boss */ x; <!-- hokus -->\nlet y = 1; // coup')).toEqual([]);
    expect(gameIdsIn("const u = 'http://x/krakau';").map((f) => f.id)).toEqual(['krakau']);
  });
});
