/**
 * What the shell says in the table's live region about what is its own: the clock's warning and
 * grace, the "Weiter" board, and the result (in the game's end words). Pure, for the tests.
 */
import type { SeatClock } from '@spielcenter/proto';

/** The clock's warning as its beeps mark it: at 30, 20 and 10 seconds, and when the grace begins. */
export function clockWarning(
  before: { phase: SeatClock['phase']; seconds: number } | null,
  now: { phase: SeatClock['phase']; seconds: number } | null,
): string | null {
  if (!now) return null;
  if (now.phase === 'grace' && before?.phase !== 'grace')
    return `Die Zeit ist um – ${now.seconds} Sekunden Nachfrist!`;
  if (now.phase !== 'clock' || !before || before.phase !== 'clock') return null;
  for (const mark of [30, 20, 10])
    if (before.seconds > mark && now.seconds <= mark) return `Noch ${mark} Sekunden.`;
  return null;
}

/** The result: "Jahresabschluss: Du landest auf Platz 2 mit 120 Punkten. Anna gewinnt." */
export function resultLine(
  title: string,
  scores: readonly number[],
  ranks: readonly number[],
  names: readonly string[],
  me: number,
): string {
  const mine = ranks[me];
  const points = (seat: number) => `${scores[seat] ?? 0} Punkten`;
  const firsts = ranks.flatMap((r, s) => (r === 1 && s !== me ? [names[s] ?? `Platz ${s + 1}`] : []));
  const own = mine === 1 ? `Du gewinnst mit ${points(me)}` : `Du landest auf Platz ${mine} mit ${points(me)}`;
  const winner =
    mine === 1 || firsts.length === 0
      ? ''
      : ` ${firsts.join(' und ')} ${firsts.length > 1 ? 'gewinnen' : 'gewinnt'}.`;
  return `${title}: ${own}.${winner}`;
}
