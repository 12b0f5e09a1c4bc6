/**
 * The game's events in German sentences for the table's news line and the score sheet's course,
 * with "Du" conjugated for the own seat ("Du setzt", "Anton setzt").
 */
import { type CruiseEvent, type EndReason, EVENTS, tileName } from '@spielcenter/cruise';
import type { TableEvent } from '@spielcenter/proto';
import { signed } from './classes';

export const END_REASONS: Record<EndReason, string> = {
  barFull: 'Die Pianobar ist voll.',
  chairsFull: 'Alle Stühle sind besetzt.',
  bagLow: 'Im Beutel liegen nur noch 4 Plättchen.',
  handEmpty: 'Ein Spieler hat keine Handkarten mehr.',
  stuck: 'Reihum kam zweimal niemand mehr weiter.',
};

/** A person's verb: "du" form for the own seat, else the third person. */
function verb(name: string, du: string, er: string): string {
  return `${name} ${name === 'Du' ? du : er}`;
}

const passengers = (n: number) => (n === 1 ? '1 Passagier' : `${n} Passagiere`);

/** One line per event, or null for events the news line leaves out. */
export function eventLine(e: CruiseEvent, names: readonly string[]): string | null {
  const who = (seat: number) => names[seat] ?? `Platz ${seat + 1}`;
  switch (e.type) {
    case 'seated': {
      const party = e.party ? ' – Kaffeekränzchen/Stammtisch!' : '';
      return `${verb(who(e.seat), 'setzt', 'setzt')} ${passengers(e.seats.length)}: ${signed(e.points)}${party}`;
    }
    case 'pureTable': {
      const tables = e.tables.length === 1 ? 'einen reinen Tisch' : `${e.tables.length} reine Tische`;
      const choice = e.choice === 'hand' ? `Hand −1 (jetzt ${e.handSize})` : 'zieht weiter voll nach';
      return `${verb(who(e.seat), 'füllst', 'füllt')} ${tables} – ${choice}`;
    }
    case 'bar':
      return `${verb(who(e.seat), 'schickst', 'schickt')} ${tileName(e.tile)} an die Bar (Hocker ${e.stool}): ${signed(e.points)}`;
    case 'swap':
      return `${verb(who(e.seat), 'tauschst', 'tauscht')} den Direktor gegen ${tileName(e.tile)}`;
    case 'drew':
      return e.tiles.length === 0
        ? null
        : `${verb(who(e.seat), 'ziehst', 'zieht')} ${e.tiles.length} aus dem Beutel`;
    case 'station':
      return `Station ${e.station}: ${e.name} – ausgelöst von ${who(e.trigger)}`;
    case 'eventPoints':
      return `${EVENTS[e.event].name}: ${signed(e.points)} für ${who(e.seat)}`;
    case 'barRush':
      return `Ansturm auf die Bar: ${tileName(e.tile)} auf Hocker ${e.stool}`;
    case 'lastStation':
      return `Letzte Station: ${signed(e.points)} für ${who(e.seat)}`;
    case 'pass':
      return `${verb(who(e.seat), 'kannst nichts tun und setzt', 'kann nichts tun und setzt')} aus`;
    case 'end':
      return `Die Reise ist zu Ende: ${END_REASONS[e.reason]}`;
    default:
      return null;
  }
}

/** The table's own events that the news line tells (the ship drawing for a player, one leaving). */
export function tableEventLine(e: TableEvent, names: readonly string[]): string | null {
  const who = (seat: number) => names[seat] ?? `Platz ${seat + 1}`;
  if (e.type === 'defaultDecision' && e.by === 'clock' && e.action.type === 'draw')
    return `Die Zeit ist um: Das Schiff legt ${who(e.seat) === 'Du' ? 'dir' : who(e.seat)} die Passagiere hin`;
  if (e.type === 'seatLeft') return `${e.name} hat den Tisch verlassen – ein Computer übernimmt`;
  return null;
}
