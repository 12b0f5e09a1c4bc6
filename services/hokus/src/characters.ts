/**
 * The seven characters of the Speedhokus computers („Die Computer haben Charakter: Jeder
 * Varieté-Zauberer hat einen festen Spielstil“), as parameter sets with a German line for the info
 * window. A character shapes how a computer plays at every level; the level decides how well it
 * reckons (leicht by feel, normal with estimated skunk positions, stark precisely).
 *
 * Which magician has which character: a function of his seat and the number of magicians only
 * (`hokusCharacter`), so every view (and the web) knows it, he keeps it for the whole show, and a
 * Tagesvorstellung has the same four rivals with the same characters for everyone. Across the
 * table sizes 3..6 all seven characters appear, at one table never two alike.
 */

export type HokusCharacterId =
  | 'daredevil'
  | 'trapper'
  | 'cautious'
  | 'bluffer'
  | 'calculator'
  | 'gambler'
  | 'reader';

export interface HokusCharacter {
  readonly id: HokusCharacterId;
  /** The German name (the rule text's word). */
  readonly name: string;
  /** One German line for the info window. */
  readonly description: string;
  /** The least success chance at which he announces or raises (before level noise). */
  readonly nerve: number;
  /** How likely he places another hat when he could announce (0..1). */
  readonly placing: number;
  /** How likely he puts his skunk down first to set a trap (Aufstellen). */
  readonly trap: number;
  /** How likely he announces although his own skunk is within reach (a bluff). */
  readonly bluff: number;
  /** How likely he jumps (raises by two) when the higher number is still good enough. */
  readonly jump: number;
  /** Random spread added to every chance he judges (± this much). */
  readonly luck: number;
  /** How much he reads the others: the weight of their announcements and their trap record. */
  readonly reading: number;
}

export const HOKUS_CHARACTERS: readonly HokusCharacter[] = [
  {
    id: 'daredevil',
    name: 'Draufgänger',
    description: 'Kündigt früh und hoch an und überbietet fast immer – das Stinktier schreckt ihn kaum.',
    nerve: 0.3,
    placing: 0.35,
    trap: 0.15,
    bluff: 0.1,
    jump: 0.5,
    luck: 0.05,
    reading: 0.7,
  },
  {
    id: 'trapper',
    name: 'Fallensteller',
    description:
      'Stellt sein Stinktier gern zuerst auf und kündigt dann niedrig an – wer ihn überbietet, tappt hinein.',
    nerve: 0.5,
    placing: 0.65,
    trap: 0.8,
    bluff: 0.02,
    jump: 0.15,
    luck: 0.05,
    reading: 0.8,
  },
  {
    id: 'cautious',
    name: 'Vorsichtig',
    description: 'Kündigt nur an, was er ziemlich sicher liefern kann, und passt lieber einmal zu oft.',
    nerve: 0.72,
    placing: 0.55,
    trap: 0.25,
    bluff: 0,
    jump: 0,
    luck: 0.03,
    reading: 0.9,
  },
  {
    id: 'bluffer',
    name: 'Bluffer',
    description: 'Kündigt auch mit dem eigenen Stinktier im Stapel an und hofft, dass ihn jemand überbietet.',
    nerve: 0.45,
    placing: 0.45,
    trap: 0.35,
    bluff: 0.6,
    jump: 0.3,
    luck: 0.06,
    reading: 0.8,
  },
  {
    id: 'calculator',
    name: 'Rechenkünstler',
    description: 'Rechnet jede Ankündigung genau durch und geht nur, wo die Chance für ihn spricht.',
    nerve: 0.55,
    placing: 0.5,
    trap: 0.3,
    bluff: 0.02,
    jump: 0.25,
    luck: 0,
    reading: 0.6,
  },
  {
    id: 'gambler',
    name: 'Glücksritter',
    description: 'Verlässt sich auf sein Glück: mal wagt er viel, mal wenig – berechenbar ist er nie.',
    nerve: 0.45,
    placing: 0.5,
    trap: 0.4,
    bluff: 0.12,
    jump: 0.4,
    luck: 0.25,
    reading: 0.5,
  },
  {
    id: 'reader',
    name: 'Menschenkenner',
    description:
      'Beobachtet die anderen genau: wer hoch ankündigt oder schon Fallen gestellt hat, den schätzt er danach ein.',
    nerve: 0.5,
    placing: 0.5,
    trap: 0.3,
    bluff: 0.08,
    jump: 0.25,
    luck: 0.03,
    reading: 1.6,
  },
];

/** The character of the magician in `seat` at a show of `players` magicians (3..6). */
export function hokusCharacter(seat: number, players: number): HokusCharacter {
  const n = HOKUS_CHARACTERS.length;
  const at = (((seat + 2 * (players - 3)) % n) + n) % n;
  return HOKUS_CHARACTERS[at] as HokusCharacter;
}
