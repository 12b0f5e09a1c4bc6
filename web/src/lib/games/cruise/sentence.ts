/** The one sentence above the board: whose turn it is and what to do now. */
import { type CruiseView, tileName } from '@spielcenter/cruise';
import { signed } from './classes';

export interface TurnState {
  readonly myTurn: boolean;
  readonly selected: string | null;
  readonly marked: readonly { readonly tile: string; readonly chair: string }[];
  readonly complete: boolean;
  readonly points: number | null;
  readonly barOk: boolean;
  readonly swaps: ReadonlySet<string>;
  readonly marking: { readonly asksPure: boolean; readonly next: ReadonlyMap<string, ReadonlySet<string>> };
}

const passengers = (n: number) => (n === 1 ? '1 Passagier' : `${n} Passagiere`);

function myMove(view: CruiseView, t: TurnState): string {
  if (t.marked.length > 0) {
    if (t.complete && t.marking.asksPure)
      return `Du füllst einen reinen Tisch (${signed(t.points ?? 0)}): wähle „Hand −1“ oder „Karte ziehen“.`;
    const more = t.marking.next.size > 0 ? ' – oder wähle noch einen dazu' : '';
    if (t.complete)
      return `Vorgemerkt: ${passengers(t.marked.length)}. „Setzen“ (Enter) bringt ${signed(t.points ?? 0)}${more}.`;
    return `Vorgemerkt: ${passengers(t.marked.length)} – wähle den Partner (Tasten 1–5).`;
  }
  if (t.selected) {
    const chairs = t.marking.next.get(t.selected)?.size ?? 0;
    const ways = [
      chairs > 0 ? 'klick einen grün leuchtenden Stuhl' : null,
      t.barOk ? '„An die Bar“' : null,
      t.swaps.size > 0 ? 'tausch den lila Direktor' : null,
    ].filter((x) => x !== null);
    if (ways.length === 0)
      return `${tileName(t.selected)} findet in diesem Zug keinen Platz – wähle einen anderen.`;
    return `${tileName(t.selected)}: ${ways.join(' oder ')}.`;
  }
  const limit =
    view.maxSeats === 1 ? ' (diesmal nur einen)' : view.maxSeats === 3 ? ' (diesmal bis zu drei)' : '';
  return `Du bist dran: Wähle einen Passagier (Tasten 1–5)${limit}.`;
}

export function turnSentence(
  view: CruiseView,
  snap: { readonly toAct: readonly number[]; readonly outcome: unknown },
  t: TurnState,
  names: readonly string[],
  seconds: number | null,
): string {
  if (snap.outcome || view.phase.kind === 'over') return 'Die Reise ist zu Ende.';
  if (t.myTurn) {
    if (view.phase.kind === 'draw') {
      const clock = seconds !== null ? ` – noch ${seconds} s, dann zieht das Schiff für dich` : '';
      return `Du bist dran: Zieh aus dem Beutel nach (bis ${view.drawTarget})${clock}.`;
    }
    return myMove(view, t);
  }
  const seat = snap.toAct[0] ?? view.turn;
  const who = names[seat] ?? `Platz ${seat + 1}`;
  return view.phase.kind === 'draw' ? `${who} zieht nach …` : `${who} ist dran …`;
}
