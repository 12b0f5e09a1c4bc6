/** Speedkrakau computers by level. */
import type { KrakauView } from '@spielcenter/krakau';
import { krakauOdds } from './krakau/player.js';
import { krakauEasy } from './krakau-easy.js';
import { krakauNormal } from './krakau-normal.js';
import { krakauStrong } from './krakau-strong.js';
import type { GamePlayers, Player } from './types.js';

export const krakauPlayers: GamePlayers = {
  easy: krakauEasy as unknown as Player,
  normal: krakauNormal as unknown as Player,
  strong: krakauStrong as unknown as Player,
};

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
