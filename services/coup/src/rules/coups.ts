/** The shape of a coup (mission) of the campaign; the 50 coups themselves are in campaign.ts. */
import type { Colour } from './cards.js';

/** Order marks: numbers (n-th of all loot), Ω (last of all), arrows (relative order). */
export const MARKS = ['1', '2', '3', '4', '5', 'Ω', '›', '››', '›››', '››››'] as const;
export type Mark = (typeof MARKS)[number];

export const SPECIAL_KINDS = [
  'sick',
  'oneTrick',
  'winWithOne',
  'everyDietrich',
  'noNine',
  'balanced',
  'drawRight',
] as const;
/**
 * sick: the member the Boss declares sick wins no trick (and takes no loot).
 * oneTrick: the member the Boss chooses wins exactly one trick.
 * winWithOne: some trick must be won with a 1.
 * everyDietrich: every Dietrich must win a trick.
 * noNine: no trick may be won with a 9.
 * balanced: nobody ever has two tricks more than another.
 * drawRight: after the first trick everyone draws one card blind from the right neighbour.
 */
export type SpecialKind = (typeof SPECIAL_KINDS)[number];

/** How the loot reaches the members. */
export type LootMode = 'draft' | 'allLoot' | 'distribute';

export interface CoupDef {
  readonly n: number;
  readonly title: string;
  /** The case file ("Coup-Akte"), German. */
  readonly file: string;
  readonly loot: number;
  /** Marks of the first loot cards in reveal order. */
  readonly marks: readonly Mark[];
  /** The colour of the first loot cards in reveal order, where the case file names it ("Fünf Uhren"). */
  readonly lootSuits: readonly Colour[];
  readonly special: SpecialKind | null;
  /** The member the Boss chose (the sick one, the loner of coup 40) takes no loot. */
  readonly chosenWithoutLoot: boolean;
  readonly lootMode: LootMode;
  /** The Boss may swap or move one order mark after the loot is taken. */
  readonly bossMarks: boolean;
  /** "Alarmanlage scharf": signals are shown without their mark. */
  readonly alarm: boolean;
  /** "Wanzen im Raum": signals only from this trick (1-based); 1 = no restriction. */
  readonly bugs: number;
}

export const SPECIAL_TEXT: Record<SpecialKind, { de: string; en: string }> = {
  sick: {
    de: 'Der Boss erklärt einen für krank – der Kranke darf keinen Stich gewinnen.',
    en: 'The Boss declares one member sick – the sick member must win no trick.',
  },
  oneTrick: {
    de: 'Der Boss wählt einen – der Gewählte gewinnt genau einen Stich.',
    en: 'The Boss chooses one member – that member wins exactly one trick.',
  },
  winWithOne: { de: 'Ein Stich muss mit einer 1 gewonnen werden.', en: 'A trick must be won with a 1.' },
  everyDietrich: { de: 'Jeder Dietrich muss einen Stich gewinnen.', en: 'Every Dietrich must win a trick.' },
  noNine: { de: 'Kein Stich darf mit einer 9 gewonnen werden.', en: 'No trick may be won with a 9.' },
  balanced: {
    de: 'Nie darf einer zwei Stiche mehr haben als ein anderer.',
    en: 'Nobody may ever have two tricks more than another.',
  },
  drawRight: {
    de: 'Nach dem ersten Stich zieht jeder blind eine Karte vom rechten Nachbarn.',
    en: 'After the first trick everyone draws one card blind from the right neighbour.',
  },
};

/** The question the Boss asks before choosing, by purpose. */
export type AskWords = 'yesNo' | 'goodBad' | 'startEndMiddle';
export const ANSWERS: Record<AskWords, readonly string[]> = {
  yesNo: ['ja', 'nein'],
  goodBad: ['gut', 'schlecht'],
  startEndMiddle: ['Anfang', 'Mitte', 'Ende'],
};

/**
 * With five players the Boss may pass one loot on once, from coup 25 (27 and 37 with it), after the
 * loot is distributed — not where one member holds all loot by the Boss's choice (34, 44).
 */
export function bossMayPassOn(def: CoupDef, players: number): boolean {
  return players === 5 && def.n >= 25 && def.lootMode !== 'allLoot';
}
