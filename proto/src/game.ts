/**
 * What the layers around an engine need to know about its game, declared by the game itself next to
 * its rules (each package's `src/game.ts`, exported as `game` and from the light subpath
 * `@spielcenter/<game>/game`): its name and the settings a lobby or a quick-game form offers, which
 * events end a trick, a round and the game (pauses, continue-as-new), which events ask the table
 * for a "Weiter", and which decisions have a short clock of their own.
 *
 * The table workflow, the gateway and the web shell read these declarations and never name a
 * game's events or actions themselves.
 */

import type { Level } from './choices.js';
import type { Action, GameEvent } from './engine.js';
import type { GameId } from './games.js';

/** One entry of a choice option: the value the engine's config takes and its German label. */
export interface OptionChoice {
  readonly value: string | number | boolean | null;
  readonly label: string;
}

interface OptionBase {
  /** The key in the engine's config (what `parseConfig` reads). */
  readonly key: string;
  /** German label in the form ("Überstechen"). */
  readonly label: string;
  /** German one-line help in the form's info window (from the rule text). */
  readonly help?: string;
  /**
   * Shown only when another option has one of these values (e.g. the Speedcruise variant only in
   * its classic mode). Keys are option keys.
   */
  readonly when?: Readonly<Record<string, readonly (string | number | boolean | null)[]>>;
}

/** A setting a table's host (or a quick-game player) may choose, with the rule text's default. */
export type GameOption =
  | (OptionBase & { readonly kind: 'boolean'; readonly default: boolean })
  | (OptionBase & {
      readonly kind: 'choice';
      readonly default: string | number | boolean | null;
      readonly choices: readonly OptionChoice[];
    })
  | (OptionBase & {
      readonly kind: 'number';
      readonly default: number;
      readonly min: number;
      readonly max: number;
      readonly step?: number;
    });

export interface SeatRange {
  readonly min: number;
  readonly max: number;
  readonly default: number;
}

/** The game as a lobby and a quick-game form present it. */
export interface GameMeta {
  readonly id: GameId;
  /** "Speedboss". */
  readonly name: string;
  /** One German sentence for the start page. */
  readonly tagline: string;
  /** Seats at a table with people (the engine's own limits). */
  readonly players: SeatRange;
  /**
   * People may take only the first this many seats (Speedhokus: 4; the others are always
   * computers). Absent: every seat.
   */
  readonly maxHumans?: number;
  /** The chat is locked while a game runs (Speedcoup: during an attempt). */
  readonly chatLockedInGame?: boolean;
  /** Seats of a quick game: the player plus computers. */
  readonly solo: SeatRange & {
    /** German label of the quick game ("Schnelle Partie", "Freie Vorstellung"). */
    readonly label: string;
    /** Whether a quick game offers a decision clock at all (Speedhokus and Speedcoup solo: none). */
    readonly clock: boolean;
    /** The clock the form preselects, in seconds (null: "ohne"). */
    readonly defaultClockSeconds: number | null;
    /** Whether the Turbo button (computers act without delay) is offered. */
    readonly turbo: boolean;
  };
  /** Computer levels the game offers, weakest first. */
  readonly levels: readonly Level[];
  /**
   * Levels offered only alone (Speedcoup: „Meister (nur solo)“): a table with people never fills
   * its seats with them. Absent: every level everywhere.
   */
  readonly soloOnlyLevels?: readonly Level[];
  /** The game's settings with German labels and the rule text's defaults. */
  readonly options: readonly GameOption[];
}

/**
 * Where a game offers the strong computer's help to a seat: `solo` — a quick game alone against
 * computers; `alone` — no other person at the table (an open table played with computers too).
 */
export type HelpAt = 'solo' | 'alone';

/** Which events pace the table. Names are the game's own event types. */
export interface GamePacing<T extends string = string> {
  /** A trick (or a lifting, a turn worth seeing) ended: the short pause of the tempo. */
  readonly trickEnd: readonly T[];
  /** A round ended: the long pause of the tempo, and the table continues as new. */
  readonly roundEnd: readonly T[];
  /** The game ended (no pause after these). */
  readonly gameEnd: readonly T[];
  /**
   * After these the table shows a board and asks for "Weiter": alone or without a clock it waits
   * for every human's acknowledgment, at a clocked table it goes on by itself after a few seconds.
   */
  readonly acknowledge: readonly T[];
}

export interface GameDeclaration<E extends GameEvent = GameEvent, A extends Action = Action> {
  readonly meta: GameMeta;
  readonly pacing: GamePacing<E['type']>;
  /**
   * Decisions with a short clock of their own, by action type, in milliseconds (Speedboss: the trump
   * choice 20 s). A decision gets the shortest of these when all its legal action types are listed;
   * the table's clock is the upper bound; without a table clock there is none.
   */
  readonly clocks: Readonly<Partial<Record<A['type'], number>>>;
  /**
   * Decisions whose clock has no grace, by action type (Speedcruise's draw: „Wer nicht innerhalb
   * von 20 Sekunden zieht, dem legt das Schiff die Passagiere hin“): when all of a decision's legal
   * action types are listed, the clock's decision comes as soon as the clock runs out, without the
   * warning and the grace. Absent: every decision has the grace.
   */
  readonly noGrace?: readonly A['type'][];
  /**
   * Decisions the computer finishes for a person whose clock and grace ran out, by action type
   * (Speedkrakau: giving the two cards, „Fertig“ and the announcement; Speedhokus: „hebt nach der
   * Nachfrist der Computer für dich“, every hat of the delivery). After the clock's decision the
   * computer goes on for that seat while some of its legal actions are of these types, each after the
   * tempo's computer delay, under the one clock that ran out. Absent: one move per expired clock.
   */
  readonly clockFinishes?: readonly A['type'][];
  /**
   * A computer waits longer before an action of the types in `before` while a human seat may still
   * take one of the optional actions in `whileHumanMay` (Speedcoup: „Führt ein Computer aus, wartet
   * er dafür vor der ersten Karte etwas länger“ — the first card while „Pfiff!“ can still be called).
   * The wait is `ms`, or the tempo's computer delay when that is longer; Turbo waits for nothing.
   */
  readonly computerWait?: {
    readonly before: readonly A['type'][];
    readonly whileHumanMay: readonly A['type'][];
    readonly ms: number;
  };
  /**
   * For games whose rules treat people and computers differently (Speedcoup: only people vote on a
   * Pfiff): the config key under which the table lists the seats people play.
   */
  readonly humanSeats?: string;
  /**
   * For games whose computers are characters with names of their own (Speedhokus: „Jeder
   * Varieté-Zauberer hat einen festen Spielstil“, a style per name): a table's computers are named
   * from `names` (drawn anew for every table, never two alike; a list the caller gives, such as
   * Speedhokus' Tournee rivals, wins), and the table lists every seat's computer name (null for a
   * person) under the config key `configKey`, so the engine's view tells who plays which style.
   */
  readonly cast?: { readonly names: readonly string[]; readonly configKey: string };
  /**
   * Games whose points go to the Bestenliste as each round ends (Speedboss: "Nach jeder Runde gehen
   * deine Rundenpunkte direkt in die Bestenliste"; Speedkrakau: „die gewonnenen Punkte jedes
   * Spiels“, the place bonus with the last): the event type carrying `points` per seat. The table
   * books those and not their sum at the end.
   */
  readonly leaderboardPerRound?: E['type'];
  /**
   * The record service completes the config of every game at a table before its setup
   * (`record.prepare`, proto's record.ts): Speedcoup's line-up may only start the coups its
   * Bandenbuch page unlocked, and the failed attempts of this evening lower the points.
   */
  readonly recordConfig?: boolean;
  /**
   * After a game at a table with people, the host decides how the table goes on, for everybody
   * (Speedcoup: „Danach entscheidet ihr: nochmal versuchen bzw. weiter zum nächsten Coup, einen
   * anderen Coup wählen oder Feierabend“): the host's "Nochmal" (with the next game's options) starts
   * the next game at once with the same seats, or ends the table. Without it every person says
   * "Nochmal" for themselves and the next game starts when all are back.
   */
  readonly nextByHost?: boolean;
  /**
   * Who loses 10 leaderboard points for leaving a running game, each game as its rules say: a
   * player who leaves other people at the table (the default: "Wer eine Partie mit anderen Menschen
   * verlässt"; a lone human with computers, also at an open table, leaves nobody), any player
   * (Speedboss: "Wer eine Partie vorzeitig verlässt, bekommt −10"), or nobody (the rules name no
   * such penalty).
   */
  readonly leavePenalty?: 'withPeople' | 'always' | 'never';
  /** Only games that have run this long cost the penalty (Speedboss: "nur bei Partien ab 2 Minuten"). */
  readonly leavePenaltyAfterMs?: number;
  /**
   * How the game's points for the Bestenliste are earned, in the words of its rule text (German, one
   * or two sentences for the Bestenliste page).
   */
  readonly pointsRule: string;
  /**
   * The advisor ("Glühbirne", key R: the strong computer's choice with a German reason), where the
   * rule text offers it (Speedkrakau: „Allein gegen den Computer … Glühbirne“). Absent: no advisor.
   */
  readonly advisor?: HelpAt;
  /**
   * The odds the computers work out for the seat (Speedkrakau's bidding hint), where the rule text
   * offers them. Absent: none (Speedhokus' chance per number comes with its advice).
   */
  readonly odds?: HelpAt;
  /**
   * The AI service knows how often each of the game's set pieces succeeds, table-free (Speedcoup's
   * case files: „etwa in 1 von N Versuchen“): the gateway's `coupOdds` asks `ai.<game>.odds`.
   */
  readonly campaignOdds?: boolean;
  /**
   * A table with people may play for Taler (the rule text's „Einsatz“): the amounts its host may
   * choose, each human with an account pays it at the start (guests play without a stake), the pot
   * goes to the best paying human (equal places share it), who leaves early loses the stake
   * (services/ledger). Absent: the game has no stakes.
   */
  readonly stakes?: {
    readonly amounts: readonly number[];
    /** The rule text's words, for the form's info window. */
    readonly help: string;
  };
  /**
   * The daily deal (Speedkrakau's "Tagesblatt"): alone against computers of one level, the same
   * cards for everyone on one day. The gateway decides the day (Europe/Berlin) and a seed nobody
   * outside the server knows; `config` turns them into the engine's config (fixed deals go into the
   * config, which never reaches a client). Absent: the game has no daily deal on the server.
   */
  readonly daily?: DailyDeal;
}

export interface DailyDeal {
  /** German name ("Tagesblatt"). */
  readonly name: string;
  /** One German line for the start page ("Zu dritt gegen zwei starke Computer bis 500 …"). */
  readonly description: string;
  readonly computers: number;
  readonly level: Level;
  /**
   * The computers' names in seat order, the same at every start (Speedhokus' Tagesvorstellung:
   * „dieselben vier Rivalen“); without them the names are drawn at every start.
   */
  readonly rivals?: readonly string[];
  /**
   * The game counts attempts of the day (Speedcoup's Tagescoup: "Versuch 1 ist für alle gleich,
   * Versuch 2 auch"): every start names its attempt, each attempt has its own cards (the seed),
   * and the game's own options keep count; the start page shows no entry of its own then.
   */
  readonly attempts?: boolean;
  /**
   * What the day's list counts, in the words of the rule text (German, for the list's foot), when
   * the game keeps one (`DAILY_LISTS`).
   */
  readonly listRule?: string;
  /** No advice and no odds at the daily table (Speedhokus: „einen Rat gibt es hier nicht“). */
  readonly noAdvice?: boolean;
  /**
   * The engine config of the day's table (players included); `date` is "2026-12-03", `attempt` the
   * attempt's number where the game counts attempts (else 1).
   */
  readonly config: (seed: string, date: string, attempt: number) => Record<string, unknown>;
}

/** Declares a game, checked against its own event and action unions. */
export function declareGame<E extends GameEvent, A extends Action>(
  declaration: GameDeclaration<E, A>,
): GameDeclaration<E, A> {
  return declaration;
}

/** The levels a table with people may fill its free seats with (all but the solo-only ones). */
export function tableLevels(meta: GameMeta): readonly Level[] {
  return meta.levels.filter((l) => !meta.soloOnlyLevels?.includes(l));
}

/** The default value of every option, as a config fragment. */
export function defaultOptions(meta: GameMeta): Record<string, unknown> {
  return Object.fromEntries(meta.options.map((o) => [o.key, o.default]));
}

/** Why a seat gets no advisor (or odds) at a table, as the gateway refuses it. */
export type HelpRefusal = 'notOffered' | 'soloOnly' | 'notAlone' | 'daily';

/**
 * The one rule for the advisor and the odds, read by the gateway (which answers them) and the page
 * (which shows the lamp or the bulb exactly there): offered where the game declares it — `solo` at
 * a quick game alone, `alone` at any table without other people — and never at a daily table whose
 * rule text says „einen Rat gibt es hier nicht“. Null: offered.
 */
export function helpRefusal(
  declaration: Pick<GameDeclaration, 'advisor' | 'odds' | 'daily'> | null | undefined,
  help: 'advisor' | 'odds',
  snapshot: {
    readonly seat: number;
    readonly seats: readonly { readonly kind: string }[];
    readonly settings: { readonly solo: boolean; readonly options: Readonly<Record<string, unknown>> };
  },
): HelpRefusal | null {
  const at = declaration?.[help];
  if (!at) return 'notOffered';
  if (at === 'solo' && !snapshot.settings.solo) return 'soloOnly';
  if (at === 'alone' && snapshot.seats.some((s, i) => i !== snapshot.seat && s.kind === 'human'))
    return 'notAlone';
  if (declaration?.daily?.noAdvice && snapshot.settings.options.daily !== undefined) return 'daily';
  return null;
}
