/**
 * A fixed bag for the Speedcruise browser test: the player (seat 0) holds both couples of the
 * Kapitänsclub, so his first two moves are a two-passenger seating at T1 and the pure table there;
 * the computers get no passenger that could sit at T1 before that (no class A, no class D for the
 * chair T1 shares with T7, no director) — those come last out of the bag.
 */
import { ALL_TILE_IDS } from '@spielcenter/cruise';

export const HANDS = [
  ['Am1', 'Aw1', 'Am2', 'Aw2', 'Bm1'],
  ['Hm1', 'Hw1', 'Im1', 'Iw1', 'Jm1'],
  ['Km1', 'Kw1', 'Lm1', 'Lw1', 'Jw1'],
] as const;

/** The route: Weltreise (Galaabend, Ansturm auf die Bar, Happy Hour, …) — the bar never closes. */
export const ROUTE = 9;

const late = (t: string) => t.startsWith('A') || t.startsWith('D') || t.startsWith('X');

/** Every tile once: the three hands, then a fixed mix of the other classes, the late ones last. */
export function fixedBag(): string[] {
  const dealt = new Set<string>(HANDS.flat());
  const rest = ALL_TILE_IDS.filter((t) => !dealt.has(t));
  const early = rest.filter((t) => !late(t));
  // a fixed interleaving so that draws bring pairs of different classes, not one class at a time
  const mixed = early.map((t, i) => ({ t, k: (i * 37) % early.length })).sort((a, b) => a.k - b.k);
  return [...HANDS.flat(), ...mixed.map((x) => x.t), ...rest.filter(late)];
}
