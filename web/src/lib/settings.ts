/** The quick game's settings, remembered for the next visit and for "Nochmal spielen". */
import type { QuickGameSettings } from './graphql/types';

const KEY = 'spielcenter.quickGame.boss';

export const DEFAULT_SETTINGS: QuickGameSettings = {
  computers: 3,
  level: 'easy',
  clockSeconds: 120,
  tempo: 'normal',
};

export const CLOCK_OPTIONS: readonly (number | null)[] = [30, 60, 90, 120, null];

export function normalizeSettings(raw: unknown): QuickGameSettings {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const computers = Number.isInteger(r.computers) && (r.computers as number) >= 1 && (r.computers as number) <= 3;
  const levels = ['easy', 'normal', 'strong', 'master'];
  return {
    computers: computers ? (r.computers as number) : DEFAULT_SETTINGS.computers,
    level: levels.includes(r.level as string) ? (r.level as QuickGameSettings['level']) : DEFAULT_SETTINGS.level,
    clockSeconds: CLOCK_OPTIONS.includes(r.clockSeconds as number | null)
      ? (r.clockSeconds as number | null)
      : DEFAULT_SETTINGS.clockSeconds,
    tempo: r.tempo === 'fast' ? 'fast' : 'normal',
  };
}

export function loadSettings(): QuickGameSettings {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? normalizeSettings(JSON.parse(raw)) : DEFAULT_SETTINGS;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function saveSettings(s: QuickGameSettings): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    // not remembered in private mode
  }
}
