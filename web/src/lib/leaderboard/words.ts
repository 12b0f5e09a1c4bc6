/**
 * The Bestenliste's and the daily lists' words: months in German, each game's rule for its points
 * (from the rule texts), and a daily entry's result as its game names it.
 */
import type { GameId } from '@spielcenter/proto';

const MONTH = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const NUMBER = new Intl.NumberFormat('de-DE');

function parseMonth(month: string): { year: number; month: number } | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  return m ? { year: Number(m[1]), month: Number(m[2]) } : null;
}

/** "2026-12" → "Dezember 2026"; anything else as given. */
export function monthName(month: string): string {
  const m = parseMonth(month);
  return m ? MONTH.format(new Date(Date.UTC(m.year, m.month - 1, 1))) : month;
}

/** The month `by` months before or after ("2026-12", 1 → "2027-01"); null for no month. */
export function shiftMonth(month: string, by: number): string | null {
  const m = parseMonth(month);
  if (!m) return null;
  const index = m.year * 12 + (m.month - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Points German style: 1.234, −10. */
export function points(n: number): string {
  return NUMBER.format(n).replace('-', '−');
}

/** "im 3. Versuch" (Speedcoup's Tagesliste). */
export function attemptText(attempt: number): string {
  return `im ${attempt}. Versuch`;
}

/** "1 Lorbeer", "2 Lorbeeren". */
export function laurelsText(n: number): string {
  return `${n} ${n === 1 ? 'Lorbeer' : 'Lorbeeren'}`;
}

/** What a daily entry shows of its result: the attempt, the match points or the place and laurels. */
export function dailyResult(
  game: GameId,
  entry: { readonly score: number; readonly place: number; readonly attempt?: number | null },
): string {
  if (game === 'coup') return entry.attempt ? attemptText(entry.attempt) : 'geschafft';
  if (game === 'hokus') return `Platz ${entry.place} · ${laurelsText(entry.score)}`;
  return `${points(entry.score)} Punkte`;
}

/** How a game's points for the Bestenliste are earned, in the words of its rule text. */
export const POINTS_RULES: Readonly<Record<GameId, string>> = {
  boss: 'Nach jeder Runde zählen deine Rundenpunkte: 20 + 10 je Stich bzw. −10 je Stich daneben, nie unter 0. Wer eine Partie ab 2 Minuten vorzeitig verlässt, bekommt −10.',
  coup: 'Für einen geschafften Coup bekommt jeder in der Bande 5 + Coup-Nummer Punkte, je Fehlversuch an diesem Abend einen weniger (mindestens 3). Der Tagescoup zählt nicht.',
  cruise:
    'Dein Endstand (nie unter 0) plus Platzbonus 30 / 15 / 5. Wer eine Partie mit anderen Menschen verlässt, bekommt −10.',
  krakau:
    'Die gewonnenen Punkte jedes Spiels geteilt durch 10 (verlorene Spiele ziehen nichts ab), am Ende der Partie Platzbonus 30 / 15 / 5. Wer eine Partie mit anderen Menschen vorzeitig verlässt, bekommt −10.',
  hokus:
    '10 Punkte für jeden Zauberer, der hinter dir landet – der Sieger zuerst, dann wer noch im Spiel ist, dann nach Applaus und Zylindern. Wer vorzeitig geht, bekommt −10 (solo ohne Strafe).',
};

/** What a game's daily list counts, in the words of its rule text. */
export const DAILY_RULES: Readonly<Partial<Record<GameId, string>>> = {
  krakau: 'Es zählt deine beste Partie des Tages. Um Mitternacht gibt es ein neues Blatt.',
  hokus: 'Nur dein erster Versuch des Tages kommt in die Tagesliste.',
  coup: 'Gezählt wird, im wievielten Versuch du den Tagescoup schaffst, auch über mehrere Abende des Tages.',
};
