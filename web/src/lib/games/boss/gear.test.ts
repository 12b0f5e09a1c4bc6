import { describe, expect, it } from 'vitest';
import { BOSS_GEAR, hoverVars } from './gear';

describe('Speedboss gear', () => {
  it('offers the rule text’s settings: table and hand cards 0–25 %, lifting 0–80 Pixel', () => {
    const ranges = BOSS_GEAR.map((g) => ('min' in g ? [g.key, g.min, g.max, g.unit] : [g.key]));
    expect(ranges).toEqual([
      ['tableZoom', 0, 25, '%'],
      ['handZoom', 0, 25, '%'],
      ['handLift', 0, 80, 'Pixel'],
    ]);
  });

  it('turns the amounts into the board’s scale and lift, held to their ranges', () => {
    const values: Record<string, number> = { tableZoom: 25, handZoom: 0, handLift: 80 };
    expect(hoverVars((k) => values[k] ?? 0)).toEqual({ tableScale: '1.25', handScale: '1', lift: '80px' });
    const wild: Record<string, number> = { tableZoom: 99, handZoom: -5, handLift: 500 };
    expect(hoverVars((k) => wild[k] ?? 0)).toEqual({ tableScale: '1.25', handScale: '1', lift: '80px' });
  });
});
