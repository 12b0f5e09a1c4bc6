import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, normalizeSettings } from './settings';

describe('quick game settings', () => {
  it('keeps valid settings', () => {
    const s = { computers: 2, level: 'easy', clockSeconds: null, tempo: 'fast' };
    expect(normalizeSettings(s)).toEqual(s);
  });

  it('replaces invalid values by the defaults', () => {
    expect(normalizeSettings({ computers: 7, level: 'god', clockSeconds: 45, tempo: 'turbo' })).toEqual({
      ...DEFAULT_SETTINGS,
      tempo: 'normal',
    });
    expect(normalizeSettings('nonsense')).toEqual(DEFAULT_SETTINGS);
  });
});
