import type { GameMeta } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import { defaultSettings, normalizeSettings, optionShown } from './settings';

const meta: GameMeta = {
  id: 'cruise',
  name: 'Speedcruise',
  tagline: '',
  players: { min: 2, max: 4, default: 4 },
  solo: {
    min: 2,
    max: 4,
    default: 3,
    label: 'Schnelle Partie',
    clock: true,
    defaultClockSeconds: 120,
    turbo: true,
  },
  levels: ['easy', 'normal', 'strong'],
  options: [
    {
      key: 'mode',
      kind: 'choice',
      label: 'Modus',
      default: 'cruise',
      choices: [
        { value: 'cruise', label: 'Kreuzfahrt' },
        { value: 'classic', label: 'Klassisch' },
      ],
    },
    { key: 'variant', kind: 'boolean', label: 'Variante', default: false, when: { mode: ['classic'] } },
  ],
};

describe('quick game settings from a game declaration', () => {
  it('starts from the declaration’s defaults', () => {
    expect(defaultSettings(meta)).toEqual({
      computers: 2,
      level: 'easy',
      clockSeconds: 120,
      tempo: 'normal',
      options: { mode: 'cruise', variant: false },
    });
  });

  it('keeps valid settings and replaces invalid values by the defaults', () => {
    const ok = {
      computers: 1,
      level: 'strong',
      clockSeconds: null,
      tempo: 'fast',
      options: { mode: 'classic', variant: true },
    };
    expect(normalizeSettings(meta, ok)).toEqual(ok);
    expect(
      normalizeSettings(meta, {
        computers: 7,
        level: 'god',
        clockSeconds: 45,
        tempo: 'turbo',
        options: { mode: 'x', y: 1 },
      }),
    ).toEqual({ ...defaultSettings(meta), tempo: 'normal' });
    expect(normalizeSettings(meta, 'nonsense')).toEqual(defaultSettings(meta));
  });

  it('shows an option only when the options it depends on have one of its values', () => {
    const variant = meta.options[1] as GameMeta['options'][number];
    expect(optionShown(variant, { mode: 'cruise' })).toBe(false);
    expect(optionShown(variant, { mode: 'classic' })).toBe(true);
  });
});
