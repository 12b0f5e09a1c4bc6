/**
 * What the Speedkrakau table takes from every snapshot's events: the last settlement (for the board
 * while the table waits at "Weiter"), the signs with their sound (the new trump of a marriage, the
 * barrel and the lock), and one line
 * of what happened (who plays, what was given, what was announced).
 */
import type { GameResult, KrakauEvent } from '@spielcenter/krakau';
import { play as playSound } from '$lib/table/sound';
import { type Sign, signsOf } from './settle';
import { cardName, cardSign, suitName } from './words';

export class TableNews {
  scored = $state<{ result: GameResult; events: KrakauEvent[] } | null>(null);
  signs = $state<Sign[]>([]);
  notice = $state<string | null>(null);
  #timer: ReturnType<typeof setTimeout> | undefined;

  take(events: readonly { type: string }[], names: readonly string[], me: number): void {
    const evs = events as KrakauEvent[];
    const at = evs.findIndex((e) => e.type === 'gameScored');
    if (at >= 0)
      this.scored = { result: (evs[at] as Extract<KrakauEvent, { type: 'gameScored' }>).result, events: evs };
    const fresh = signsOf(evs, names);
    if (fresh.length > 0) {
      this.signs = fresh;
      playSound('beep');
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => (this.signs = []), 4000);
    }
    const said = noticeOf(evs, names, me);
    if (said) this.notice = said;
  }

  stop(): void {
    clearTimeout(this.#timer);
  }
}

/** The line for the last event that says something, in the rule text's words. */
function noticeOf(evs: readonly KrakauEvent[], names: readonly string[], me: number): string | null {
  let text: string | null = null;
  for (const e of evs) {
    const who = 'seat' in e ? (names[e.seat] ?? '') : '';
    if (e.type === 'declarer') text = `${who} spielt – Gebot ${e.bid}.`;
    else if (e.type === 'received' && e.seat === me)
      text = `Du bekommst ${cardSign(e.card)} von ${names[e.from]}.`;
    else if (e.type === 'declared') text = `${who} sagt ${e.game} an.`;
    else if (e.type === 'marriage')
      text = `${who === 'Du' ? 'Du meldest' : `${who} meldet`} ${suitName(e.suit)}: +${e.points} – ${suitName(e.suit)} ist Trumpf.`;
    else if (e.type === 'bomba') text = `${who === 'Du' ? 'Du wirfst' : `${who} wirft`} eine Bomba.`;
    else if (e.type === 'redealt') text = `${who} hat vier Neunen – neu gegeben.`;
    else if (e.type === 'dealt') text = null;
  }
  return text;
}

/**
 * What the table's live region says about one snapshot's events (issue 39.4): bids, the card
 * played, the trick's winner, and the notice's lines (who plays, what was given or announced).
 */
export function liveLines(evs: readonly KrakauEvent[], names: readonly string[], me: number): string[] {
  const out: string[] = [];
  const verb = (seat: number, du: string, er: string) =>
    `${names[seat] ?? `Platz ${seat + 1}`} ${seat === me ? du : er}`;
  for (const e of evs) {
    if (e.type === 'bid') out.push(`${verb(e.seat, 'bietest', 'bietet')} ${e.value}.`);
    else if (e.type === 'passed') out.push(`${verb(e.seat, 'passt', 'passt')}.`);
    else if (e.type === 'played') out.push(`${verb(e.seat, 'spielst', 'spielt')} ${cardName(e.card)}.`);
    else if (e.type === 'trickWon')
      out.push(
        e.seat === me
          ? `Der Stich geht an dich (${e.points} Augen).`
          : `Der Stich geht an ${names[e.seat]} (${e.points} Augen).`,
      );
    const line = noticeOf([e], names, me);
    if (line) out.push(line);
  }
  return out;
}
