/**
 * "Verbindung zum Spieltisch wird wiederhergestellt …": the table retries a step because a service
 * it needs does not answer (the gateway then repeats the current snapshot with `recovering: true`),
 * or the player's own action has been on its way longer than ACT_SLOW_MS. The next newer snapshot
 * ends it.
 */

export const RECOVERING_TEXT = 'Verbindung zum Spieltisch wird wiederhergestellt …';

/** An action still unanswered after this long shows the recovering notice. */
export const ACT_SLOW_MS = 2000;

interface Versioned {
  readonly version: number;
  readonly recovering?: boolean;
}

/** What a snapshot from the table does to the page: take it as the new state; is the table recovering? */
export function arrival(
  current: Versioned | null,
  snap: Versioned,
  recovering: boolean,
): { take: boolean; recovering: boolean } {
  const newer = current === null || snap.version > current.version;
  if (snap.recovering) return { take: newer, recovering: true };
  return newer ? { take: true, recovering: false } : { take: false, recovering };
}
