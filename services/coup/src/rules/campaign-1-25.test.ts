// Every coup's case file („Coup-Akte") against its behaviour: one row per coup, the sentence pinned
// to the data, and the assertions that sentence makes, each checked by running the coup (random
// attempts at 2–5 players, see the probes) or by stepping through its Boss decisions.
import { describe, expect, it } from 'vitest';
import { CAMPAIGN, coupDef } from './campaign.js';
import {
  allLootWon,
  type CaseFile,
  draftRound,
  loot,
  marks,
  plain,
  timetable,
} from './case-loot.test-util.js';
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
  sick,
  winWithOne,
} from './case-orders.test-util.js';

const CASES: Record<number, CaseFile> = {
  1: {
    title: 'Probelauf im Gartenhaus',
    file: 'Die Villa der Tante in Menton. Ein Schmuckkästchen im Gartenhaus – nur zur Übung.',
    check: () => {
      loot(1, 1);
      marks(1, []);
      plain(1);
      draftRound(1);
    },
  },
  2: {
    title: 'Die Strandkabine',
    file: 'In Kabine 7 am Plage des Ponchettes liegt, was eine Diva vergessen hat. Zwei Dinge holen.',
    check: () => {
      loot(2, 2);
      marks(2, []);
      plain(2);
    },
  },
  3: {
    title: 'Erst die Uhr, dann die Perle',
    file: 'Der Portier zählt die Minuten. Holt die Beute in der richtigen Reihenfolge.',
    check: () => {
      loot(2, 3);
      marks(3, ['1', '2']);
      lootColours(3, ['U', 'P']);
      timetable(3, ['number']);
    },
  },
  4: {
    title: 'Markt am Cours Saleya',
    file: 'Zwischen Blumenständen wechseln drei Päckchen den Besitzer.',
    check: () => {
      loot(3, 4);
      plain(4);
      draftRound(4);
    },
  },
  5: {
    title: 'Der kranke Chauffeur',
    file: 'Einer von euch hat Sonnenstich. Er bleibt im Wagen – der Boss entscheidet, wer.',
    check: () => {
      sick(5);
      draftRound(5);
    },
  },
  6: {
    title: 'Pfeile im Kasino-Keller',
    file: 'Im Keller des Kasinos zählt nur die Reihenfolge untereinander.',
    check: () => {
      marks(6, ['›', '››']);
      timetable(6, ['arrow']);
    },
  },
  7: {
    title: 'Der letzte Koffer',
    file: 'Der Koffer des Barons wird zuletzt verladen – so auch eine eurer Beuten.',
    check: () => {
      marks(7, ['Ω']);
      timetable(7, ['omega']);
    },
  },
  8: {
    title: 'Die Hotelbar',
    file: 'Drei Gäste, drei Zimmerschlüssel, eine feste Reihenfolge.',
    check: () => {
      loot(3, 8);
      marks(8, ['1', '2', '3']);
      timetable(8, ['number']);
    },
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
    check: () => {
      loot(4, 11);
      timetable(11, ['arrow']);
    },
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
    check: () => {
      allLoot(14, 4);
      allLootWon(14);
    },
  },
  15: {
    title: 'Die Filmfestspiele',
    file: 'Vier Trophäen, eine zuerst, eine zuletzt.',
    check: () => {
      loot(4, 15);
      marks(15, ['1', 'Ω']);
      timetable(15, ['number', 'omega']);
    },
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
    check: () => {
      loot(5, 18);
      distributes(18);
    },
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
    check: () => {
      loot(5, 23);
      marks(23, ['1', '2']);
      timetable(23, ['number']);
    },
  },
  24: {
    title: 'Die Jacht des Reeders',
    file: 'Der Freiwillige holt alles – und keine 9 darf einen Stich gewinnen.',
    check: () => {
      allLoot(24, 4);
      noNine(24);
    },
  },
  25: {
    title: 'Der Juwelenzug',
    file: 'Im Train Bleu: fünf Abteile, drei Pfeile.',
    check: () => {
      loot(5, 25);
      marks(25, ['›', '››', '›››']);
      timetable(25, ['arrow']);
    },
  },
};

describe('Coup-Akten 1–25: jeder Satz stimmt mit dem Spiel überein', () => {
  it('eine Zeile je Coup', () => {
    expect(Object.keys(CASES).map(Number)).toEqual(CAMPAIGN.slice(0, 25).map((c) => c.n));
  });

  it.each(Object.keys(CASES).map(Number))('Coup %i', (n) => {
    const c = CASES[n]!;
    expect(coupDef(n)).toMatchObject({ title: c.title, file: c.file });
    c.check();
  });
});
