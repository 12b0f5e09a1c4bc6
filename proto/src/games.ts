/** The five games of the Spielcenter, by their id in code, subjects and URLs. */
export const GAME_IDS = ['boss', 'coup', 'cruise', 'krakau', 'hokus'] as const;
export type GameId = (typeof GAME_IDS)[number];

export const GAME_NAMES: Record<GameId, string> = {
  boss: 'Speedboss',
  coup: 'Speedcoup',
  cruise: 'Speedcruise',
  krakau: 'Speedkrakau',
  hokus: 'Speedhokus',
};

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}
