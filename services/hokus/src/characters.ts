/**
 * The seven characters of the Speedhokus computers („Die Computer haben Charakter: Jeder
 * Varieté-Zauberer hat einen festen Spielstil“), as parameter sets with a German line for the info
 * window. A character shapes how a computer plays at every level; the level decides how well it
 * reckons (leicht by feel, normal with estimated skunk positions, stark precisely).
 *
 * Which magician has which character: his NAME decides (`characterOfName`). Every named magician
 * has one style wherever he appears (`MAGICIANS`): the Freie Vorstellung's cast (`HOKUS_CAST`, one
 * name per character; a show draws its computers from all seven), the Tagesvorstellung's four
 * rivals (the same for everyone) and each Tournee city's own rivals. Any other name (a computer
 * that took over a leaver's seat) gets one of the seven by a hash of the name, so it too keeps its
 * style. The table lists the computers' names in the engine's config (the declaration's `cast`),
 * the engine puts their characters into every view (`characters`), and the AI and the web read the
 * character there (`seatCharacter`): both always agree.
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

const BY_ID = new Map(HOKUS_CHARACTERS.map((c) => [c.id, c]));

/** A character by its id. */
export function characterById(id: HokusCharacterId): HokusCharacter {
  return BY_ID.get(id) as HokusCharacter;
}

/**
 * The Freie Vorstellung's cast: one stage name per character, drawn anew for every show (the
 * gateway and an open table's free seats), so every show draws from all seven.
 */
export const HOKUS_CAST: readonly string[] = [
  'Der tolle Toni',
  'Baronin Falkenstein',
  'Herr Behutsam',
  'Graf Flunker',
  'Professor Rechenberg',
  'Signor Fortunato',
  'Madame Lavinia',
];

/**
 * Every named magician and his style. The cast above; the Tagesvorstellung's rivals are four of it
 * (the same styles as before names decided: Fortunato, Lavinia, Toni, Falkenstein); each Tournee
 * city has rivals of its own, and the styles differ from city to city seat by seat.
 */
export const MAGICIANS: Readonly<Record<string, HokusCharacterId>> = {
  // Freie Vorstellung (and the Tagesvorstellung's four)
  'Der tolle Toni': 'daredevil',
  'Baronin Falkenstein': 'trapper',
  'Herr Behutsam': 'cautious',
  'Graf Flunker': 'bluffer',
  'Professor Rechenberg': 'calculator',
  'Signor Fortunato': 'gambler',
  'Madame Lavinia': 'reader',
  // Tournee: Berlin
  'Kalle Knall': 'daredevil',
  'Fräulein Flitter': 'bluffer',
  // Wien
  'Der schöne Ferdl': 'gambler',
  'Hofrat Hokus': 'cautious',
  'Mizzi Mirakel': 'reader',
  // Prag
  'Meister Golem': 'trapper',
  'Věra Vanitas': 'bluffer',
  'Der Alchimist': 'calculator',
  'Franz Phantom': 'daredevil',
  // Budapest
  'Graf Gulyás': 'daredevil',
  'Ilona Illusion': 'bluffer',
  'Lajos Levitas': 'gambler',
  'Madame Donau': 'cautious',
  'Zoltán Zauber': 'reader',
  // London
  'Sir Sleight': 'calculator',
  'Lady Lumos': 'reader',
  'Mr. Mystery': 'bluffer',
  'The Great Barnaby': 'daredevil',
  'Captain Conjure': 'trapper',
  // Paris
  'Le Grand Lumière': 'gambler',
  'Madame Mirage': 'trapper',
  'Monsieur Miracle': 'daredevil',
  'La Comtesse': 'reader',
  'Robert-Houdin II': 'calculator',
};

/** The style of the magician called `name`: his own if named above, else one of the seven by the name. */
export function characterOfName(name: string): HokusCharacter {
  const id = MAGICIANS[name];
  if (id) return characterById(id);
  let h = 0x811c9dc5;
  for (const ch of name) h = Math.imul(h ^ (ch.codePointAt(0) as number), 0x01000193) >>> 0;
  return HOKUS_CHARACTERS[h % HOKUS_CHARACTERS.length] as HokusCharacter;
}

/**
 * The character of the computer in `seat`, from a view's `characters` (the engine's, from the
 * computers' names). A seat without one (a person's seat a computer took over during the show, a
 * show set up without names) plays one by its seat number, the same for the AI and the web.
 */
export function seatCharacter(
  characters: readonly (HokusCharacterId | null)[] | undefined,
  seat: number,
): HokusCharacter {
  const id = characters?.[seat];
  return id ? characterById(id) : (HOKUS_CHARACTERS[seat % HOKUS_CHARACTERS.length] as HokusCharacter);
}
