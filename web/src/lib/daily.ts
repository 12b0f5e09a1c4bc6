/** The daily deal's day as the start page and the table show it (the server's "2026-12-03"). */

const LONG = new Intl.DateTimeFormat('de-DE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const SHORT = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'numeric', timeZone: 'UTC' });

function parse(date: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  // No overflow: 2026-13-45 is not a day.
  return at.toISOString().slice(0, 10) === date ? at : null;
}

/** "Donnerstag, 3. Dezember 2026"; anything else as given. */
export function dailyDateLong(date: string): string {
  const at = parse(date);
  return at ? LONG.format(at) : date;
}

/** "3.12."; anything else as given. */
export function dailyDateShort(date: string): string {
  const at = parse(date);
  return at ? SHORT.format(at) : date;
}
