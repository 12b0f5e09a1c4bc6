/**
 * Speedhokus in German sentences: the news line's events ("Lena: „Ich zaubere 3 Kaninchen!“"),
 * with "Du" conjugated for the own seat, and the show's end as the rule text names it.
 */
import type { EndReason, HatKind, HokusEvent } from '@spielcenter/hokus';

export const END_REASONS: Record<EndReason, string> = {
  applause: 'zweimal Applaus',
  lastStanding: 'als Letzter noch Zylinder',
  rounds: 'Rundenlimit erreicht – es zählt die Rangfolge',
};

export const KIND_NAMES: Record<HatKind, string> = { rabbit: 'Kaninchen', skunk: 'Stinktier' };

/** A person's verb: "du" form for the own seat, else the third person. */
export function verb(name: string, du: string, er: string): string {
  return `${name} ${name === 'Du' ? du : er}`;
}

export const rabbits = (n: number) => (n === 1 ? '1 Kaninchen' : `${n} Kaninchen`);
export const hats = (n: number) => (n === 1 ? '1 Zylinder' : `${n} Zylinder`);

/** Whose table, in the dative: "deinem Tisch", "dem Tisch von Lena". */
export function tableOf(name: string): string {
  return name === 'Du' ? 'deinem Tisch' : `dem Tisch von ${name}`;
}

export type LineKind = 'plain' | 'round' | 'applause' | 'skunk' | 'curtain' | 'private';

/** One line per event the news tells, or null for those it leaves out (turns, the private placing). */
export function eventLine(
  e: HokusEvent,
  names: readonly string[],
): { readonly text: string; readonly kind: LineKind } | null {
  const who = (seat: number) => names[seat] ?? `Platz ${seat + 1}`;
  const plain = (text: string) => ({ text, kind: 'plain' as const });
  switch (e.type) {
    case 'placed':
      return plain(`${verb(who(e.seat), 'stellst', 'stellt')} einen Zylinder auf.`);
    case 'announced':
      return plain(`${who(e.seat)}: „Ich zaubere ${rabbits(e.n)}!“`);
    case 'passed':
      return plain(`${verb(who(e.seat), 'passt', 'passt')}.`);
    case 'delivery':
      return plain(`${verb(who(e.challenger), 'musst', 'muss')} ${rabbits(e.target)} liefern.`);
    case 'lifted':
      return plain(`${KIND_NAMES[e.kind]} auf ${tableOf(who(e.table))}.`);
    case 'skunk':
      return {
        text:
          e.owner === e.challenger
            ? `Stinktier! ${verb(who(e.challenger), 'erwischst dein', 'erwischt sein')} eigenes.`
            : `Stinktier von ${who(e.owner)} – die Nummer von ${who(e.challenger)} ist verpatzt.`,
        kind: 'skunk',
      };
    case 'applause':
      return {
        text: `Applaus für ${who(e.seat) === 'Du' ? 'dich' : who(e.seat)} – ${e.laurels === 1 ? 'der erste' : `${e.laurels}.`} Lorbeer.`,
        kind: 'applause',
      };
    case 'drew':
      return plain(`${verb(who(e.seat), 'ziehst', 'zieht')} blind Zylinder ${e.index + 1}.`);
    case 'hatLost':
      return plain(`${verb(who(e.seat), 'verlierst', 'verliert')} einen Zylinder für immer.`);
    case 'yourHatLost':
      return {
        text: `Du hast ${e.kind === 'skunk' ? 'dein Stinktier' : 'ein Kaninchen'} (${e.hat}) verloren.`,
        kind: 'private',
      };
    case 'curtain':
      return {
        text: `Für ${who(e.seat) === 'Du' ? 'dich' : who(e.seat)} fällt der Vorhang.`,
        kind: 'curtain',
      };
    case 'roundStarted':
      return { text: `Runde ${e.round} – ${verb(who(e.starter), 'beginnst', 'beginnt')}.`, kind: 'round' };
    case 'showOver':
      return {
        text:
          e.winner === null
            ? `Der Vorhang fällt: ${END_REASONS[e.reason]}.`
            : `Der Vorhang fällt: ${who(e.winner)} ${who(e.winner) === 'Du' ? 'gewinnst' : 'gewinnt'} (${END_REASONS[e.reason]}).`,
        kind: 'round',
      };
    default:
      return null;
  }
}
