/**
 * The campaign: 50 coups at the Riviera 1964, from a trial in the garden house to the escape over
 * the sea. Own design; difficulty grows with loot count, order marks, special orders and signal
 * restrictions.
 */
import type { Colour } from './cards.js';
import type { CoupDef, LootMode, Mark, SpecialKind } from './coups.js';

interface Extra {
  special?: SpecialKind;
  suits?: Colour[];
  /** The chosen member takes no loot (default: only the sick one). */
  chosenWithoutLoot?: boolean;
  mode?: LootMode;
  bossMarks?: boolean;
  alarm?: boolean;
  bugs?: number;
}
type Row = readonly [title: string, file: string, loot: number, marks: readonly Mark[], extra?: Extra];

const ROWS: readonly Row[] = [
  [
    'Probelauf im Gartenhaus',
    'Die Villa der Tante in Menton. Ein Schmuckkästchen im Gartenhaus – nur zur Übung.',
    1,
    [],
  ],
  [
    'Die Strandkabine',
    'In Kabine 7 am Plage des Ponchettes liegt, was eine Diva vergessen hat. Zwei Dinge holen.',
    2,
    [],
  ],
  [
    'Erst die Uhr, dann die Perle',
    'Der Portier zählt die Minuten. Holt die Beute in der richtigen Reihenfolge.',
    2,
    ['1', '2'],
    { suits: ['U', 'P'] },
  ],
  ['Markt am Cours Saleya', 'Zwischen Blumenständen wechseln drei Päckchen den Besitzer.', 3, []],
  [
    'Der kranke Chauffeur',
    'Einer von euch hat Sonnenstich. Er bleibt im Wagen – der Boss entscheidet, wer.',
    2,
    [],
    { special: 'sick' },
  ],
  [
    'Pfeile im Kasino-Keller',
    'Im Keller des Kasinos zählt nur die Reihenfolge untereinander.',
    3,
    ['›', '››'],
  ],
  ['Der letzte Koffer', 'Der Koffer des Barons wird zuletzt verladen – so auch eine eurer Beuten.', 3, ['Ω']],
  ['Die Hotelbar', 'Drei Gäste, drei Zimmerschlüssel, eine feste Reihenfolge.', 3, ['1', '2', '3']],
  [
    'Ein Freiwilliger für die Jacht',
    'Die Beute liegt verdeckt an Deck. Wer traut sich, alles allein zu holen?',
    3,
    [],
    { mode: 'allLoot' },
  ],
  [
    'Keine Neun im Spiel',
    'Der Croupier achtet auf hohe Karten. Gewinnt keinen Stich mit einer 9.',
    3,
    [],
    { special: 'noNine' },
  ],
  ['Vier Fenster in Cannes', 'Die Fassade am Croisette hat vier offene Fenster.', 4, ['›', '››']],
  [
    'Alarm im Juwelierladen',
    'Die Alarmanlage ist scharf: Handzeichen nur ohne Marke.',
    3,
    ['1'],
    { alarm: true },
  ],
  [
    'Die kleine Münze',
    'Ein Stich muss mit einer 1 gewonnen werden – als Gruß an den Hehler.',
    3,
    [],
    { special: 'winWithOne' },
  ],
  [
    'Der Mann im weißen Anzug',
    'Einer allein holt die Beute aus der Suite. Der Boss wählt ihn.',
    4,
    [],
    { mode: 'allLoot' },
  ],
  ['Die Filmfestspiele', 'Vier Trophäen, eine zuerst, eine zuletzt.', 4, ['1', 'Ω']],
  [
    'Gleichstand',
    'Niemand fällt auf: Nie darf einer zwei Stiche mehr haben als ein anderer.',
    3,
    [],
    { special: 'balanced' },
  ],
  [
    'Wanzen in der Pension',
    'Im Flur hängen Wanzen. Handzeichen erst ab dem zweiten Stich.',
    4,
    ['›', '››'],
    { bugs: 2 },
  ],
  [
    'Der Boss verteilt',
    'Fünf Aufträge, der Boss teilt sie zu – gerecht, wie es sich gehört.',
    5,
    [],
    { mode: 'distribute' },
  ],
  [
    'Alle Dietriche',
    'Jeder Dietrich muss einmal ein Schloss knacken: jeder einen Stich.',
    3,
    [],
    { special: 'everyDietrich' },
  ],
  [
    'Der Mann für einen Stich',
    'Der Boss fragt: Anfang, Mitte oder Ende? Der Gewählte gewinnt genau einen Stich.',
    3,
    ['1'],
    { special: 'oneTrick' },
  ],
  [
    'Umgelegte Marken',
    'Der Boss darf nach der Beutewahl eine Zeitplan-Marke tauschen oder umlegen.',
    4,
    ['1', '2', '3'],
    { bossMarks: true },
  ],
  [
    'Taschenspieler',
    'Nach dem ersten Stich zieht jeder blind eine Karte vom rechten Nachbarn.',
    4,
    [],
    { special: 'drawRight' },
  ],
  ['Monte Carlo bei Nacht', 'Fünf Stücke aus dem Palais, zwei in fester Folge.', 5, ['1', '2']],
  [
    'Die Jacht des Reeders',
    'Der Freiwillige holt alles – und keine 9 darf einen Stich gewinnen.',
    4,
    [],
    { mode: 'allLoot', special: 'noNine' },
  ],
  ['Der Juwelenzug', 'Im Train Bleu: fünf Abteile, drei Pfeile.', 5, ['›', '››', '›››']],
  ['Stille Post', 'Alarmanlage scharf und Wanzen ab Stich 3.', 4, ['1', '2'], { alarm: true, bugs: 3 }],
  [
    'Der Hehler von Antibes',
    'Der Boss verteilt sechs Päckchen; zu fünft darf er eins weitergeben.',
    6,
    ['Ω'],
    { mode: 'distribute' },
  ],
  ['Fieber im Grand Hotel', 'Einer ist krank, die anderen holen fünf Dinge.', 5, ['1'], { special: 'sick' }],
  [
    'Die Münzsammlung',
    'Zwei Stiche mit einer 1? Einer genügt – aber der muss sein.',
    5,
    ['›', '››'],
    { special: 'winWithOne' },
  ],
  [
    'Fünf Uhren, eine Zeit',
    'Fünf Uhren in strenger Folge.',
    5,
    ['1', '2', '3', '4'],
    { suits: ['U', 'U', 'U', 'U', 'U'] },
  ],
  [
    'Marken im Tresor',
    'Der Boss legt den Zeitplan zurecht, bevor der Tresor aufgeht.',
    5,
    ['1', '2', '›', '››'],
    { bossMarks: true },
  ],
  [
    'Gleich und gleich',
    'Fünf Beuten – und keiner darf zwei Stiche vorne liegen.',
    5,
    [],
    { special: 'balanced' },
  ],
  [
    'Abgehört in Eze',
    'Die Wanzen hören mit: Handzeichen erst ab dem vierten Stich.',
    6,
    ['›', '››'],
    { bugs: 4 },
  ],
  [
    'Der Freiwillige im Casino',
    'Fünf Chips, verdeckt. Der Boss wählt einen, der alle holt.',
    5,
    ['1'],
    { mode: 'allLoot' },
  ],
  [
    'Dietrich-Nacht',
    'Jeder Dietrich knackt ein Schloss – und fünf Beuten warten.',
    5,
    [],
    { special: 'everyDietrich' },
  ],
  ['Dunkle Zeichen', 'Alarmanlage scharf, sechs Beuten, eine zuletzt.', 6, ['Ω', '1'], { alarm: true }],
  [
    'Der Boss verteilt neu',
    'Sieben Aufträge; zu fünft darf der Boss einen weitergeben.',
    7,
    ['1', '2'],
    { mode: 'distribute' },
  ],
  [
    'Der Taschendieb von Nizza',
    'Blind vom rechten Nachbarn ziehen – und sechs Beuten holen.',
    6,
    ['›', '››'],
    { special: 'drawRight' },
  ],
  [
    'Ohne Neun über die Grenze',
    'Keine 9 darf gewinnen, sechs Beuten, drei in Folge.',
    6,
    ['1', '2', '3'],
    { special: 'noNine' },
  ],
  [
    'Der Einzelgänger',
    'Einer gewinnt genau einen Stich, die anderen holen sechs Beuten.',
    6,
    ['›', '››', '›››'],
    { special: 'oneTrick', chosenWithoutLoot: true },
  ],
  [
    'Der Zeitplan des Admirals',
    'Der Boss tauscht oder verlegt eine Marke; sieben Beuten, drei in fester Folge, eine zuletzt.',
    7,
    ['1', '2', '3', 'Ω'],
    { bossMarks: true },
  ],
  [
    'Krank vor dem großen Ding',
    'Einer liegt flach; sechs Beuten, zwei Pfeile.',
    6,
    ['›', '››'],
    { special: 'sick' },
  ],
  [
    'Funkloch',
    'Wanzen: Handzeichen erst ab dem fünften Stich, dazu vier Pfeile.',
    7,
    ['›', '››', '›››', '››››'],
    { bugs: 5 },
  ],
  [
    'Alles auf eine Karte',
    'Sechs Beuten, verdeckt – ein Freiwilliger für alles, und keiner darf zwei Stiche vorne liegen.',
    6,
    [],
    { mode: 'allLoot', special: 'balanced' },
  ],
  ['Die Gala im Sporting', 'Acht Beuten, drei in fester Folge, eine zuletzt.', 8, ['1', '2', '3', 'Ω']],
  [
    'Blind durch die Nacht',
    'Alarmanlage scharf, Handzeichen erst ab Stich 3, acht Beuten.',
    8,
    ['1', '›', '››'],
    { alarm: true, bugs: 3 },
  ],
  [
    'Die Dietrich-Probe',
    'Jeder Dietrich gewinnt, sieben Beuten, der Boss verteilt.',
    7,
    ['Ω'],
    { mode: 'distribute', special: 'everyDietrich' },
  ],
  [
    'Die Münze im Hafen',
    'Eine 1 muss stechen; neun Beuten, vier in Folge.',
    9,
    ['1', '2', '3', '4'],
    { special: 'winWithOne' },
  ],
  [
    'Der Boss ordnet alles',
    'Neun Beuten, der Boss tauscht oder verlegt eine Marke; Handzeichen erst ab Stich 2.',
    9,
    ['1', '2', '3', '›', '››'],
    { bossMarks: true, bugs: 2 },
  ],
  [
    'Flucht über das Meer',
    'Das Schnellboot wartet. Zehn Beuten, der ganze Zeitplan, Alarmanlage scharf – kein Fehler.',
    10,
    ['1', '2', '3', '4', '5', 'Ω'],
    { alarm: true },
  ],
];

export const CAMPAIGN: readonly CoupDef[] = ROWS.map(([title, file, loot, marks, extra = {}], i) => ({
  n: i + 1,
  title,
  file,
  loot,
  marks,
  lootSuits: extra.suits ?? [],
  special: extra.special ?? null,
  chosenWithoutLoot: extra.chosenWithoutLoot ?? extra.special === 'sick',
  lootMode: extra.mode ?? 'draft',
  bossMarks: extra.bossMarks ?? false,
  alarm: extra.alarm ?? false,
  bugs: extra.bugs ?? 1,
}));

export function coupDef(n: number): CoupDef {
  const def = CAMPAIGN[n - 1];
  if (!def) throw new RangeError(`no coup ${n}`);
  return def;
}
