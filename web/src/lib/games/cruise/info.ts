/**
 * The info windows' texts (Maus kurz auf einem Tisch, Stuhl, Passagier, Hocker, einer Station oder
 * einem Mitspieler), computed from the player's own view only.
 */
import {
  CHAIRS,
  CLASS_IDS,
  type CruiseView,
  chairClasses,
  handPenalty,
  stoolPoints,
  TABLES,
  tableGuests,
  tileInfo,
  tileName,
} from '@spielcenter/cruise';
import { className, signed } from './classes';

export type Subject =
  | { readonly kind: 'table'; readonly table: string }
  | { readonly kind: 'chair'; readonly chair: string }
  | { readonly kind: 'tile'; readonly tile: string; readonly seat: number }
  | { readonly kind: 'stool'; readonly stool: number }
  | { readonly kind: 'station'; readonly station: number }
  | { readonly kind: 'player'; readonly seat: number };

export interface Info {
  readonly title: string;
  readonly lines: readonly string[];
}

export interface InfoContext {
  readonly view: CruiseView;
  readonly names: readonly string[];
  /** "Computer (leicht)" etc. per seat, null for people. */
  readonly computers: readonly (string | null)[];
  /** The trigger (Auslöser) of each station passed, when known. */
  readonly triggers: ReadonlyMap<number, number>;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function tableText(c: InfoContext, id: string): Info {
  const t = TABLES.find((x) => x.id === id);
  const g = tableGuests(c.view, id);
  const tv = c.view.tables.find((x) => x.table === id);
  if (!t || !g || !tv) return { title: id, lines: [] };
  const lines: string[] = [];
  if (g.guests === 0) lines.push('Leer: Wer hier setzt, setzt im selben Zug den Partner dazu.');
  else
    lines.push(
      `${count(g.guests, 'Gast', 'Gäste')}: ${count(g.men, 'Herr', 'Herren')}, ${count(g.women, 'Dame', 'Damen')}`,
    );
  if (g.guests > 0 && g.pure && g.guests < 4)
    lines.push(`Bisher rein – nur ${className(g.cls)} oder Direktoren.`);
  if (g.guests === 4) lines.push(g.pure ? 'Voll – ein reiner Tisch.' : 'Voll.');
  else if (tv.value > 0) lines.push(`Der nächste Gast bringt hier ${tv.value} Punkte.`);
  const may = [tv.man ? 'ein Herr' : null, tv.woman ? 'eine Dame' : null].filter(Boolean);
  if (g.guests < 4)
    lines.push(may.length ? `Es darf noch ${may.join(' oder ')} dazu.` : 'Hier darf gerade niemand dazu.');
  const shared = g.chairs.filter((ch) => ch.with).map((ch) => ch.with as string);
  if (shared.length) lines.push(`Gemeinsame Stühle (goldener Rand) mit ${shared.join(', ')}.`);
  const twin = TABLES.find((x) => x.cls === t.cls && x.id !== id);
  if (twin) lines.push(`Der andere Tisch von ${className(t.cls)}: ${twin.id}.`);
  return { title: `Tisch ${id} · ${className(t.cls)}`, lines };
}

function chairText(c: InfoContext, id: string): Info {
  const chair = CHAIRS.find((x) => x.id === id);
  if (!chair) return { title: id, lines: [] };
  const tile = c.view.chairs[chair.index] ?? null;
  const classes = chairClasses(id).map(className);
  const lines: string[] = [];
  lines.push(
    tile ? `Hier sitzt: ${tileName(tile)}.` : `Frei – für ${classes.join(' oder ')} und Direktoren.`,
  );
  if (chair.shared) lines.push('Gemeinsamer Stuhl: Ein Passagier hier zählt an beiden Tischen.');
  if (tile && tileInfo(tile).director)
    lines.push('Ein Direktor: tauschbar gegen einen passenden Passagier deiner Hand.');
  const where = chair.shared ? `zwischen ${chair.tables.join(' und ')}` : `an ${chair.tables[0]}`;
  return { title: `Stuhl ${id} ${where}`, lines };
}

function tileText(c: InfoContext, tile: string, seat: number): Info {
  const t = tileInfo(tile);
  const lines: string[] = [];
  if (t.director)
    lines.push('Kreuzfahrtdirektor: darf an jeden Tisch und gilt als dessen Klasse; nicht an die Bar.');
  else {
    const cls = TABLES.filter((x) => x.cls === CLASS_IDS[t.cls]).map((x) => x.id);
    lines.push(`Darf an ${cls.join(' oder ')} – oder auf einen gemeinsamen Stuhl daneben.`);
  }
  const hints = seat === c.view.seat ? c.view.hints?.tiles.find((h) => h.tile === tile) : undefined;
  if (hints) {
    const alone = hints.chairs.filter((h) => !h.needsPartner).length;
    lines.push(
      hints.chairs.length === 0
        ? 'Findet in diesem Zug keinen Stuhl.'
        : `In diesem Zug: ${count(hints.chairs.length, 'Stuhl', 'Stühle')}, ${alone} davon ohne Partner.`,
    );
  }
  lines.push(`Am Ende auf der Hand: ${signed(t.director ? -10 : -5)}.`);
  return { title: tileName(tile), lines };
}

function stoolText(c: InfoContext, stool: number): Info {
  const tile = c.view.bar[stool - 1];
  const now = stoolPoints(c.view, stool);
  const lines = [tile ? `Hier sitzt: ${tileName(tile)}.` : `Bringt ${signed(now)} Punkte.`];
  if (!tile && c.view.nextStool?.stool === stool) lines.push('Der nächste freie Hocker.');
  if (!c.view.barOpen && c.view.nextStool) lines.push('Die Bar ist bis zur nächsten Station geschlossen.');
  if (c.view.cruise?.effect?.id === 'happyHour' && now === 0 && !tile)
    lines.push('Happy Hour: Minus-Hocker kosten nichts.');
  return { title: `Hocker ${stool} (Reihe ${Math.ceil(stool / 5)})`, lines };
}

function stationText(c: InfoContext, station: number): Info {
  const r = c.view.cruise;
  if (!r) return { title: `Station ${station}`, lines: [] };
  const passed = r.passed.find((p) => p.station === station);
  const lines: string[] = [];
  if (passed) {
    lines.push(`${passed.event.name} (${passed.event.lucky ? 'Glück' : 'Pech'}): ${passed.event.text}`);
    const trigger = c.triggers.get(station);
    if (trigger !== undefined) lines.push(`Ausgelöst von ${c.names[trigger] ?? `Platz ${trigger + 1}`}.`);
  } else if (station === r.station + 1 && r.nextEvent && r.nextStationAt !== null) {
    lines.push(
      `Nächste Station – bei ${r.nextStationAt} gesetzten Passagieren (noch ${r.nextStationAt - r.seated}).`,
    );
    lines.push(`${r.nextEvent.name} (${r.nextEvent.lucky ? 'Glück' : 'Pech'}): ${r.nextEvent.text}`);
  } else lines.push('Noch unbekannt – das nächste Ereignis siehst du immer auf der Routenkarte.');
  if (station === 10) lines.push('An der letzten Station bekommt der Auslöser zusätzlich +5.');
  return { title: `Station ${station}`, lines };
}

function playerText(c: InfoContext, seat: number): Info {
  const v = c.view;
  const pure = v.pureTables[seat] ?? [];
  const hand = v.hands[seat] ?? [];
  const lines = [
    `${v.scores[seat] ?? 0} Punkte`,
    `Reine Tische: ${pure.length}${pure.length ? ` (${pure.join(', ')})` : ''}`,
    `Hand: ${count(hand.length, 'Passagier', 'Passagiere')} · Handgröße ${v.handSize[seat] ?? 0}`,
  ];
  if (v.penalties) lines.push(`Abzug für die Hand: ${signed(v.penalties[seat] ?? 0)}`);
  else lines.push(`Endete die Reise jetzt: ${signed(handPenalty(hand))} für die Hand`);
  const computer = c.computers[seat];
  return { title: `${c.names[seat] ?? `Platz ${seat + 1}`}${computer ? ` · ${computer}` : ''}`, lines };
}

export function infoFor(s: Subject, c: InfoContext): Info {
  switch (s.kind) {
    case 'table':
      return tableText(c, s.table);
    case 'chair':
      return chairText(c, s.chair);
    case 'tile':
      return tileText(c, s.tile, s.seat);
    case 'stool':
      return stoolText(c, s.stool);
    case 'station':
      return stationText(c, s.station);
    case 'player':
      return playerText(c, s.seat);
  }
}
