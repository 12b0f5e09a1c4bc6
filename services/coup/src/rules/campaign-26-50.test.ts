// Every coup's case file („Coup-Akte") against its behaviour: one row per coup, the sentence pinned
// to the data, and the assertions that sentence makes, each checked by running the coup (random
// attempts at 2–5 players, see the probes) or by stepping through its Boss decisions.
import { describe, expect, it } from 'vitest';
import { CAMPAIGN, coupDef } from './campaign.js';
import { type CaseFile, draftRound, loot, lootCount, marks, timetable } from './case-loot.test-util.js';
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

const CASES: Record<number, CaseFile> = {
  26: {
    title: 'Stille Post',
    file: 'Alarmanlage scharf und Wanzen ab Stich 3.',
    check: () => {
      alarm(26);
      bugs(26, 3);
    },
  },
  27: {
    title: 'Der Hehler von Antibes',
    file: 'Der Boss verteilt sechs Päckchen; zu fünft darf er eins weitergeben.',
    check: () => {
      loot(6, 27);
      distributes(27);
      passesOn(27);
    },
  },
  28: {
    title: 'Fieber im Grand Hotel',
    file: 'Einer ist krank, die anderen holen fünf Dinge.',
    check: () => {
      sick(28);
      loot(5, 28);
    },
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
    check: () => {
      loot(5, 30);
      lootColours(30, ['U', 'U', 'U', 'U', 'U']);
      marks(30, ['1', '2', '3', '4']);
      timetable(30, ['number']);
    },
  },
  31: {
    title: 'Marken im Tresor',
    file: 'Der Boss legt den Zeitplan zurecht, bevor der Tresor aufgeht.',
    check: () => {
      marks(31, ['1', '2', '›', '››']);
      bossMovesMarks(31);
    },
  },
  32: {
    title: 'Gleich und gleich',
    file: 'Fünf Beuten – und keiner darf zwei Stiche vorne liegen.',
    check: () => {
      loot(5, 32);
      balanced(32);
    },
  },
  33: {
    title: 'Abgehört in Eze',
    file: 'Die Wanzen hören mit: Handzeichen erst ab dem vierten Stich.',
    check: () => bugs(33, 4),
  },
  34: {
    title: 'Der Freiwillige im Casino',
    file: 'Fünf Chips, verdeckt. Der Boss wählt einen, der alle holt.',
    check: () => {
      allLoot(34, 5);
      lootCount(34, 5);
    },
  },
  35: {
    title: 'Dietrich-Nacht',
    file: 'Jeder Dietrich knackt ein Schloss – und fünf Beuten warten.',
    check: () => {
      everyDietrich(35);
      loot(5, 35);
    },
  },
  36: {
    title: 'Dunkle Zeichen',
    file: 'Alarmanlage scharf, sechs Beuten, eine zuletzt.',
    check: () => {
      alarm(36);
      loot(6, 36);
      timetable(36, ['omega']);
    },
  },
  37: {
    title: 'Der Boss verteilt neu',
    file: 'Sieben Aufträge; zu fünft darf der Boss einen weitergeben.',
    check: () => {
      loot(7, 37);
      distributes(37);
      passesOn(37);
    },
  },
  38: {
    title: 'Der Taschendieb von Nizza',
    file: 'Blind vom rechten Nachbarn ziehen – und sechs Beuten holen.',
    check: () => {
      drawRight(38);
      loot(6, 38);
    },
  },
  39: {
    title: 'Ohne Neun über die Grenze',
    file: 'Keine 9 darf gewinnen, sechs Beuten, drei in Folge.',
    check: () => {
      noNine(39);
      loot(6, 39);
      marks(39, ['1', '2', '3']);
      timetable(39, ['number']);
    },
  },
  40: {
    title: 'Der Einzelgänger',
    file: 'Einer gewinnt genau einen Stich, die anderen holen sechs Beuten.',
    check: () => {
      oneTrick(40, true);
      loot(6, 40);
      draftRound(40);
    },
  },
  41: {
    title: 'Der Zeitplan des Admirals',
    file: 'Der Boss tauscht oder verlegt eine Marke; sieben Beuten, drei in fester Folge, eine zuletzt.',
    check: () => {
      bossMovesMarks(41);
      loot(7, 41);
      marks(41, ['1', '2', '3', 'Ω']);
      timetable(41, ['number', 'omega']);
    },
  },
  42: {
    title: 'Krank vor dem großen Ding',
    file: 'Einer liegt flach; sechs Beuten, zwei Pfeile.',
    check: () => {
      sick(42);
      loot(6, 42);
      marks(42, ['›', '››']);
      timetable(42, ['arrow']);
    },
  },
  43: {
    title: 'Funkloch',
    file: 'Wanzen: Handzeichen erst ab dem fünften Stich, dazu vier Pfeile.',
    check: () => {
      bugs(43, 5);
      marks(43, ['›', '››', '›››', '››››']);
      timetable(43, ['arrow']);
    },
  },
  44: {
    title: 'Alles auf eine Karte',
    file: 'Sechs Beuten, verdeckt – ein Freiwilliger für alles, und keiner darf zwei Stiche vorne liegen.',
    check: () => {
      allLoot(44, 6);
      balanced(44);
    },
  },
  45: {
    title: 'Die Gala im Sporting',
    file: 'Acht Beuten, drei in fester Folge, eine zuletzt.',
    check: () => {
      loot(8, 45);
      marks(45, ['1', '2', '3', 'Ω']);
      timetable(45, ['number', 'omega']);
    },
  },
  46: {
    title: 'Blind durch die Nacht',
    file: 'Alarmanlage scharf, Handzeichen erst ab Stich 3, acht Beuten.',
    check: () => {
      alarm(46);
      bugs(46, 3);
      loot(8, 46);
    },
  },
  47: {
    title: 'Die Dietrich-Probe',
    file: 'Jeder Dietrich gewinnt, sieben Beuten, der Boss verteilt.',
    check: () => {
      everyDietrich(47);
      loot(7, 47);
      distributes(47);
    },
  },
  48: {
    title: 'Die Münze im Hafen',
    file: 'Eine 1 muss stechen; neun Beuten, vier in Folge.',
    check: () => {
      winWithOne(48);
      loot(9, 48);
      marks(48, ['1', '2', '3', '4']);
      timetable(48, ['number']);
    },
  },
  49: {
    title: 'Der Boss ordnet alles',
    file: 'Neun Beuten, der Boss tauscht oder verlegt eine Marke; Handzeichen erst ab Stich 2.',
    check: () => {
      loot(9, 49);
      bossMovesMarks(49);
      bugs(49, 2);
    },
  },
  50: {
    title: 'Flucht über das Meer',
    file: 'Das Schnellboot wartet. Zehn Beuten, der ganze Zeitplan, Alarmanlage scharf – kein Fehler.',
    check: () => {
      loot(10, 50);
      marks(50, ['1', '2', '3', '4', '5', 'Ω']);
      timetable(50, ['number', 'omega']);
      alarm(50);
    },
  },
};

describe('Coup-Akten 26–50: jeder Satz stimmt mit dem Spiel überein', () => {
  it('eine Zeile je Coup', () => {
    expect(Object.keys(CASES).map(Number)).toEqual(CAMPAIGN.slice(25, 50).map((c) => c.n));
  });

  it.each(Object.keys(CASES).map(Number))('Coup %i', (n) => {
    const c = CASES[n]!;
    expect(coupDef(n)).toMatchObject({ title: c.title, file: c.file });
    c.check();
  });
});
