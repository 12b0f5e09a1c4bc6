// Every coup's case file („Coup-Akte") against its behaviour: one row per coup, the sentence pinned
// to the data, and the assertions that sentence makes, each checked by running the coup (random
// attempts at 2–5 players, see the probes) or by stepping through its Boss decisions.
import { describe, expect, it } from 'vitest';
import { CAMPAIGN, coupDef } from './campaign.js';
import { allLootWon, draftRound, lootCount, marks, plain, timetable } from './case-loot.test-util.js';
import {
  alarm,
  allLoot,
  balanced,
  bossMovesMarks,
  bugs,
  distributes,
  drawRight,
  everyDietrich,
  lootColours,
  noNine,
  oneTrick,
  passesOn,
  sick,
  winWithOne,
} from './case-orders.test-util.js';

interface CaseFile {
  readonly title: string;
  readonly file: string;
  readonly check: () => void;
}

const loot = (n: number, coup: number) => {
  lootCount(coup, n);
  allLootWon(coup);
};

const CASES: Record<number, CaseFile> = {
  1: {
    title: 'Probelauf im Gartenhaus',
    file: 'Die Villa der Tante in Menton. Ein Schmuckkästchen im Gartenhaus – nur zur Übung.',
    check: () => (loot(1, 1), marks(1, []), plain(1), draftRound(1)),
  },
  2: {
    title: 'Die Strandkabine',
    file: 'In Kabine 7 am Plage des Ponchettes liegt, was eine Diva vergessen hat. Zwei Dinge holen.',
    check: () => (loot(2, 2), marks(2, []), plain(2)),
  },
  3: {
    title: 'Erst die Uhr, dann die Perle',
    file: 'Der Portier zählt die Minuten. Holt die Beute in der richtigen Reihenfolge.',
    check: () => (loot(2, 3), marks(3, ['1', '2']), lootColours(3, ['U', 'P']), timetable(3, ['number'])),
  },
  4: {
    title: 'Markt am Cours Saleya',
    file: 'Zwischen Blumenständen wechseln drei Päckchen den Besitzer.',
    check: () => (loot(3, 4), plain(4), draftRound(4)),
  },
  5: {
    title: 'Der kranke Chauffeur',
    file: 'Einer von euch hat Sonnenstich. Er bleibt im Wagen – der Boss entscheidet, wer.',
    check: () => (sick(5), draftRound(5)),
  },
  6: {
    title: 'Pfeile im Kasino-Keller',
    file: 'Im Keller des Kasinos zählt nur die Reihenfolge untereinander.',
    check: () => (marks(6, ['›', '››']), timetable(6, ['arrow'])),
  },
  7: {
    title: 'Der letzte Koffer',
    file: 'Der Koffer des Barons wird zuletzt verladen – so auch eine eurer Beuten.',
    check: () => (marks(7, ['Ω']), timetable(7, ['omega'])),
  },
  8: {
    title: 'Die Hotelbar',
    file: 'Drei Gäste, drei Zimmerschlüssel, eine feste Reihenfolge.',
    check: () => (loot(3, 8), marks(8, ['1', '2', '3']), timetable(8, ['number'])),
  },
  9: {
    title: 'Ein Freiwilliger für die Jacht',
    file: 'Die Beute liegt verdeckt an Deck. Wer traut sich, alles allein zu holen?',
    check: () => allLoot(9, 3),
  },
  10: {
    title: 'Keine Neun im Spiel',
    file: 'Der Croupier achtet auf hohe Karten. Gewinnt keinen Stich mit einer 9.',
    check: () => noNine(10),
  },
  11: {
    title: 'Vier Fenster in Cannes',
    file: 'Die Fassade am Croisette hat vier offene Fenster.',
    check: () => (loot(4, 11), timetable(11, ['arrow'])),
  },
  12: {
    title: 'Alarm im Juwelierladen',
    file: 'Die Alarmanlage ist scharf: Handzeichen nur ohne Marke.',
    check: () => alarm(12),
  },
  13: {
    title: 'Die kleine Münze',
    file: 'Ein Stich muss mit einer 1 gewonnen werden – als Gruß an den Hehler.',
    check: () => winWithOne(13),
  },
  14: {
    title: 'Der Mann im weißen Anzug',
    file: 'Einer allein holt die Beute aus der Suite. Der Boss wählt ihn.',
    check: () => (allLoot(14, 4), allLootWon(14)),
  },
  15: {
    title: 'Die Filmfestspiele',
    file: 'Vier Trophäen, eine zuerst, eine zuletzt.',
    check: () => (loot(4, 15), marks(15, ['1', 'Ω']), timetable(15, ['number', 'omega'])),
  },
  16: {
    title: 'Gleichstand',
    file: 'Niemand fällt auf: Nie darf einer zwei Stiche mehr haben als ein anderer.',
    check: () => balanced(16),
  },
  17: {
    title: 'Wanzen in der Pension',
    file: 'Im Flur hängen Wanzen. Handzeichen erst ab dem zweiten Stich.',
    check: () => bugs(17, 2),
  },
  18: {
    title: 'Der Boss verteilt',
    file: 'Fünf Aufträge, der Boss teilt sie zu – gerecht, wie es sich gehört.',
    check: () => (loot(5, 18), distributes(18)),
  },
  19: {
    title: 'Alle Dietriche',
    file: 'Jeder Dietrich muss einmal ein Schloss knacken: jeder einen Stich.',
    check: () => everyDietrich(19),
  },
  20: {
    title: 'Der Mann für einen Stich',
    file: 'Der Boss fragt: Anfang, Mitte oder Ende? Der Gewählte gewinnt genau einen Stich.',
    check: () => oneTrick(20, false),
  },
  21: {
    title: 'Umgelegte Marken',
    file: 'Der Boss darf nach der Beutewahl eine Zeitplan-Marke tauschen oder umlegen.',
    check: () => bossMovesMarks(21),
  },
  22: {
    title: 'Taschenspieler',
    file: 'Nach dem ersten Stich zieht jeder blind eine Karte vom rechten Nachbarn.',
    check: () => drawRight(22),
  },
  23: {
    title: 'Monte Carlo bei Nacht',
    file: 'Fünf Stücke aus dem Palais, zwei in fester Folge.',
    check: () => (loot(5, 23), marks(23, ['1', '2']), timetable(23, ['number'])),
  },
  24: {
    title: 'Die Jacht des Reeders',
    file: 'Der Freiwillige holt alles – und keine 9 darf einen Stich gewinnen.',
    check: () => (allLoot(24, 4), noNine(24)),
  },
  25: {
    title: 'Der Juwelenzug',
    file: 'Im Train Bleu: fünf Abteile, drei Pfeile.',
    check: () => (loot(5, 25), marks(25, ['›', '››', '›››']), timetable(25, ['arrow'])),
  },
  26: {
    title: 'Stille Post',
    file: 'Alarmanlage scharf und Wanzen ab Stich 3.',
    check: () => (alarm(26), bugs(26, 3)),
  },
  27: {
    title: 'Der Hehler von Antibes',
    file: 'Der Boss verteilt sechs Päckchen; zu fünft darf er eins weitergeben.',
    check: () => (loot(6, 27), distributes(27), passesOn(27)),
  },
  28: {
    title: 'Fieber im Grand Hotel',
    file: 'Einer ist krank, die anderen holen fünf Dinge.',
    check: () => (sick(28), loot(5, 28)),
  },
  29: {
    title: 'Die Münzsammlung',
    file: 'Zwei Stiche mit einer 1? Einer genügt – aber der muss sein.',
    check: () => winWithOne(29),
  },
  30: {
    title: 'Fünf Uhren, eine Zeit',
    file: 'Fünf Uhren in strenger Folge.',
    // the fifth is last because 1–4 take the first four places
    check: () => (
      loot(5, 30),
      lootColours(30, ['U', 'U', 'U', 'U', 'U']),
      marks(30, ['1', '2', '3', '4']),
      timetable(30, ['number'])
    ),
  },
  31: {
    title: 'Marken im Tresor',
    file: 'Der Boss legt den Zeitplan zurecht, bevor der Tresor aufgeht.',
    check: () => (marks(31, ['1', '2', '›', '››']), bossMovesMarks(31)),
  },
  32: {
    title: 'Gleich und gleich',
    file: 'Fünf Beuten – und keiner darf zwei Stiche vorne liegen.',
    check: () => (loot(5, 32), balanced(32)),
  },
  33: {
    title: 'Abgehört in Eze',
    file: 'Die Wanzen hören mit: Handzeichen erst ab dem vierten Stich.',
    check: () => bugs(33, 4),
  },
  34: {
    title: 'Der Freiwillige im Casino',
    file: 'Fünf Chips, verdeckt. Der Boss wählt einen, der alle holt.',
    check: () => (allLoot(34, 5), lootCount(34, 5)),
  },
  35: {
    title: 'Dietrich-Nacht',
    file: 'Jeder Dietrich knackt ein Schloss – und fünf Beuten warten.',
    check: () => (everyDietrich(35), loot(5, 35)),
  },
  36: {
    title: 'Dunkle Zeichen',
    file: 'Alarmanlage scharf, sechs Beuten, eine zuletzt.',
    check: () => (alarm(36), loot(6, 36), timetable(36, ['omega'])),
  },
  37: {
    title: 'Der Boss verteilt neu',
    file: 'Sieben Aufträge; zu fünft darf der Boss einen weitergeben.',
    check: () => (loot(7, 37), distributes(37), passesOn(37)),
  },
  38: {
    title: 'Der Taschendieb von Nizza',
    file: 'Blind vom rechten Nachbarn ziehen – und sechs Beuten holen.',
    check: () => (drawRight(38), loot(6, 38)),
  },
  39: {
    title: 'Ohne Neun über die Grenze',
    file: 'Keine 9 darf gewinnen, sechs Beuten, drei in Folge.',
    check: () => (noNine(39), loot(6, 39), marks(39, ['1', '2', '3']), timetable(39, ['number'])),
  },
  40: {
    title: 'Der Einzelgänger',
    file: 'Einer gewinnt genau einen Stich, die anderen holen sechs Beuten.',
    check: () => (oneTrick(40, true), loot(6, 40), draftRound(40)),
  },
  41: {
    title: 'Der Zeitplan des Admirals',
    file: 'Der Boss tauscht oder verlegt eine Marke; sieben Beuten, drei in fester Folge, eine zuletzt.',
    check: () => (
      bossMovesMarks(41), loot(7, 41), marks(41, ['1', '2', '3', 'Ω']), timetable(41, ['number', 'omega'])
    ),
  },
  42: {
    title: 'Krank vor dem großen Ding',
    file: 'Einer liegt flach; sechs Beuten, zwei Pfeile.',
    check: () => (sick(42), loot(6, 42), marks(42, ['›', '››']), timetable(42, ['arrow'])),
  },
  43: {
    title: 'Funkloch',
    file: 'Wanzen: Handzeichen erst ab dem fünften Stich, dazu vier Pfeile.',
    check: () => (bugs(43, 5), marks(43, ['›', '››', '›››', '››››']), timetable(43, ['arrow'])),
  },
  44: {
    title: 'Alles auf eine Karte',
    file: 'Sechs Beuten, verdeckt – ein Freiwilliger für alles, und keiner darf zwei Stiche vorne liegen.',
    check: () => (allLoot(44, 6), balanced(44)),
  },
  45: {
    title: 'Die Gala im Sporting',
    file: 'Acht Beuten, drei in fester Folge, eine zuletzt.',
    check: () => (loot(8, 45), marks(45, ['1', '2', '3', 'Ω']), timetable(45, ['number', 'omega'])),
  },
  46: {
    title: 'Blind durch die Nacht',
    file: 'Alarmanlage scharf, Handzeichen erst ab Stich 3, acht Beuten.',
    check: () => (alarm(46), bugs(46, 3), loot(8, 46)),
  },
  47: {
    title: 'Die Dietrich-Probe',
    file: 'Jeder Dietrich gewinnt, sieben Beuten, der Boss verteilt.',
    check: () => (everyDietrich(47), loot(7, 47), distributes(47)),
  },
  48: {
    title: 'Die Münze im Hafen',
    file: 'Eine 1 muss stechen; neun Beuten, vier in Folge.',
    check: () => (winWithOne(48), loot(9, 48), marks(48, ['1', '2', '3', '4']), timetable(48, ['number'])),
  },
  49: {
    title: 'Der Boss ordnet alles',
    file: 'Neun Beuten, der Boss tauscht oder verlegt eine Marke; Handzeichen erst ab Stich 2.',
    check: () => (loot(9, 49), bossMovesMarks(49), bugs(49, 2)),
  },
  50: {
    title: 'Flucht über das Meer',
    file: 'Das Schnellboot wartet. Zehn Beuten, der ganze Zeitplan, Alarmanlage scharf – kein Fehler.',
    check: () => (
      loot(10, 50), marks(50, ['1', '2', '3', '4', '5', 'Ω']), timetable(50, ['number', 'omega']), alarm(50)
    ),
  },
};

describe('Coup-Akten: jeder Satz stimmt mit dem Spiel überein', () => {
  it('jeder der 50 Coups hat eine Zeile', () => {
    expect(Object.keys(CASES).map(Number)).toEqual(CAMPAIGN.map((c) => c.n));
  });

  it.each(CAMPAIGN.map((c) => c.n))('Coup %i', (n) => {
    const c = CASES[n]!;
    expect(coupDef(n)).toMatchObject({ title: c.title, file: c.file });
    c.check();
  });
});
