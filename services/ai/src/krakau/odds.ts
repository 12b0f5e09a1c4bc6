/** Speedkrakau's odds (`ai.krakau.odds`): the bidding hint, from trial games (player.ts). */
import type { KrakauView } from '@spielcenter/krakau';
import { krakauOdds } from './player.js';

/** The bidding hint (`ai.krakau.odds`) for one seat's view. */
export function krakauOddsFor(view: unknown, seat: number, seed: string): unknown {
  const v = view as Partial<KrakauView> | null;
  const ok =
    v !== null &&
    typeof v === 'object' &&
    Array.isArray(v.hand) &&
    Array.isArray(v.active) &&
    Array.isArray(v.played) &&
    typeof v.phase?.kind === 'string' &&
    typeof v.rules === 'object';
  if (!ok) throw new Error('not a Speedkrakau seat view');
  return krakauOdds(view as KrakauView, seat, seed);
}
