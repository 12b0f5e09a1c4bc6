/**
 * The advisor (Glühbirne, Taste R): the strong computer's advice for the player's decision from
 * the gateway's `advice` query (advice-query.ts), with its reason and, at the number row, the chance at each number.
 * Where the gateway has no advice (an error, null, the daily show), the player reads why not.
 */
import type { HokusAction } from '@spielcenter/hokus';
import { chancesFrom } from './numbers';

export type Advice =
  | {
      readonly ok: true;
      readonly action: HokusAction | null;
      readonly reason: string;
      /** Chance by number (announcements only). */
      readonly chances: ReadonlyMap<number, number>;
    }
  | { readonly ok: false; readonly reason: string };

/** The answer to show, from the query's data or error (pure, for the tests). */
export function adviceFrom(
  data: { action: unknown; reason: string; values: unknown[] } | null | undefined,
  error: string | null,
): Advice {
  if (error) return { ok: false, reason: `Kein Rat möglich: ${error}` };
  if (!data) return { ok: false, reason: 'Der Ratgeber hat für diese Entscheidung keinen Rat.' };
  const action = data.action && typeof data.action === 'object' ? (data.action as HokusAction) : null;
  return { ok: true, action, reason: data.reason, chances: chancesFrom(data.values) };
}

/** The advised action in words. */
export function adviceAction(a: HokusAction | null, names: readonly string[]): string | null {
  if (!a) return null;
  switch (a.type) {
    case 'place':
      return `Stelle den Zylinder ${a.hat} auf.`;
    case 'announce':
      return `Kündige ${a.n} an.`;
    case 'pass':
      return 'Passe.';
    case 'lift':
      return `Hebe auf dem Tisch von ${names[a.table] === 'Du' ? 'dir' : (names[a.table] ?? `Platz ${a.table + 1}`)}.`;
    case 'draw':
      return `Ziehe Zylinder ${a.index + 1}.`;
    case 'discard':
      return `Gib den Zylinder ${a.hat} ab.`;
  }
}
