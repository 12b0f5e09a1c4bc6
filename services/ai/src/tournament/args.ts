/** The tournament's command line: `--game boss --a stark --b normal --deals 400 …`. */
import { GAME_IDS, type GameId, type Level } from '@spielcenter/proto';

export interface TournamentArgs {
  readonly game: GameId;
  readonly a: Level;
  readonly b: Level;
  readonly deals: number;
  readonly players?: number;
  readonly threads: number;
  /** Stop starting new deals after this many minutes (the report says how many were played). */
  readonly maxMinutes: number;
  readonly seed: string;
  /**
   * The time budget per decision. Default 10 s, so the levels' sample counts decide and a run is
   * reproducible whatever the load; the per-level defaults apply at the tables.
   */
  readonly budgetMs: number;
  /** Extra config for the adapter (JSON), e.g. '{"round":10}' for Speedboss or '{"coup":3}'. */
  readonly extra: Record<string, unknown>;
}

/** The rule texts' German level names and the code names. */
const LEVEL_NAMES: Readonly<Record<string, Level>> = {
  leicht: 'easy',
  easy: 'easy',
  normal: 'normal',
  stark: 'strong',
  strong: 'strong',
  meister: 'master',
  master: 'master',
};

function level(name: string | undefined, flag: string): Level {
  const l = name === undefined ? undefined : LEVEL_NAMES[name.toLowerCase()];
  if (!l) throw new Error(`${flag}: a level (leicht|normal|stark|meister), got ${name}`);
  return l;
}

function int(value: string | undefined, flag: string, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${flag}: a whole number ${min}..${max}`);
  return n;
}

export function parseArgs(argv: readonly string[], cores: number): TournamentArgs {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i] as string;
    if (!key.startsWith('--')) throw new Error(`unexpected argument ${key}`);
    flags.set(key.slice(2), argv[i + 1] ?? '');
    i++;
  }
  const game = flags.get('game') as GameId;
  if (!GAME_IDS.includes(game)) throw new Error(`--game: one of ${GAME_IDS.join(', ')}`);
  const extra = flags.has('config') ? JSON.parse(flags.get('config') as string) : {};
  return {
    game,
    a: level(flags.get('a'), '--a'),
    b: level(flags.get('b'), '--b'),
    deals: int(flags.get('deals') ?? '100', '--deals', 1, 100_000),
    players: flags.has('players') ? int(flags.get('players'), '--players', 2, 6) : undefined,
    threads: int(flags.get('threads') ?? String(cores), '--threads', 1, 64),
    maxMinutes: Number(flags.get('max-minutes') ?? '240'),
    seed: flags.get('seed') ?? 'tournament',
    budgetMs: int(flags.get('budget') ?? '10000', '--budget', 1, 10_000),
    extra,
  };
}
