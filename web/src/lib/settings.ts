/**
 * A quick game's settings per game, built from the game's declaration and remembered in the
 * browser for the next visit and for "Nochmal".
 */
import { CLOCK_CHOICES, type GameMeta, type GameOption, type Level, type Tempo } from '@spielcenter/proto';

export interface QuickGameSettings {
  readonly computers: number;
  readonly level: Level;
  /** 30, 60, 90, 120 or null (no clock). */
  readonly clockSeconds: number | null;
  readonly tempo: Tempo;
  /** The game's options by their config keys. */
  readonly options: Readonly<Record<string, unknown>>;
}

export const CLOCK_OPTIONS: readonly (number | null)[] = [...CLOCK_CHOICES, null];

export function defaultSettings(meta: GameMeta): QuickGameSettings {
  return {
    computers: meta.solo.default - 1,
    level: meta.levels[0] ?? 'easy',
    clockSeconds: meta.solo.clock ? meta.solo.defaultClockSeconds : null,
    tempo: 'normal',
    options: Object.fromEntries(meta.options.map((o) => [o.key, o.default])),
  };
}

function validOption(o: GameOption, value: unknown): boolean {
  switch (o.kind) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'choice':
      return o.choices.some((c) => c.value === value);
    case 'number':
      return typeof value === 'number' && Number.isInteger(value) && value >= o.min && value <= o.max;
  }
}

export function normalizeSettings(meta: GameMeta, raw: unknown): QuickGameSettings {
  const d = defaultSettings(meta);
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const computers = r.computers as number;
  const okComputers =
    Number.isInteger(computers) && computers >= meta.solo.min - 1 && computers <= meta.solo.max - 1;
  const opts = (typeof r.options === 'object' && r.options !== null ? r.options : {}) as Record<
    string,
    unknown
  >;
  return {
    computers: okComputers ? computers : d.computers,
    level: meta.levels.includes(r.level as Level) ? (r.level as Level) : d.level,
    clockSeconds:
      meta.solo.clock && CLOCK_OPTIONS.includes(r.clockSeconds as number | null)
        ? (r.clockSeconds as number | null)
        : d.clockSeconds,
    tempo: r.tempo === 'fast' ? 'fast' : 'normal',
    options: Object.fromEntries(
      meta.options.map((o) => [o.key, validOption(o, opts[o.key]) ? opts[o.key] : o.default]),
    ),
  };
}

const key = (game: string) => `spielcenter.quickGame.${game}`;

export function loadSettings(meta: GameMeta): QuickGameSettings {
  try {
    const raw = localStorage.getItem(key(meta.id));
    return raw ? normalizeSettings(meta, JSON.parse(raw)) : defaultSettings(meta);
  } catch {
    return defaultSettings(meta);
  }
}

export function saveSettings(game: string, s: QuickGameSettings): void {
  try {
    localStorage.setItem(key(game), JSON.stringify(s));
  } catch {
    // not remembered in private mode
  }
}

/** Whether an option applies, given the other options' values (its `when`). */
export function optionShown(o: GameOption, options: Readonly<Record<string, unknown>>): boolean {
  if (!o.when) return true;
  return Object.entries(o.when).every(([k, values]) => values.includes(options[k] as never));
}
