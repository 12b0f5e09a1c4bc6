/**
 * What a game brings to the web: its declaration (name, seats, levels, options, the advisor, the
 * Bestenliste's points rule from the engine package), its board, mounted by the table page (the
 * shell), its rules page and its daily list's words. The shell owns the connection,
 * the seats' clocks and sounds, the header, the settings gear, leaving, the "Weiter" bar and the
 * end screen's "Nochmal"; the board owns everything that is the game's own.
 */
import type { Action, GameDeclaration, GameEvent, Outcome, SeatClock, Tempo } from '@spielcenter/proto';
import type { Component } from 'svelte';
import type { TableConnection } from '$lib/table/connection.svelte';
import type { TableUi } from '$lib/table/ui.svelte';

export interface BoardProps<V = unknown, A extends Action = Action, E extends GameEvent = GameEvent> {
  readonly conn: TableConnection<V, A, E>;
  /** State shared with the shell: the score sheet, the gear's settings. */
  readonly ui: TableUi;
  /** Names by seat ("Du" for the player's own seat). */
  readonly names: readonly string[];
  /** The running clock of a seat, if any (seconds left, clock or grace). */
  readonly clockOf: (seat: number) => { readonly seconds: number; readonly phase: SeatClock['phase'] } | null;
}

/** One section of a game's rules page: a heading and its points. */
export interface RuleSection {
  readonly title: string;
  readonly points: readonly string[];
}

/** A game's short "Spielregeln" (`/regeln/<game>`), from its rule text in our own words. */
export interface GameRules {
  /** One sentence: what kind of game, for how many, and the goal. */
  readonly intro: string;
  readonly sections: readonly RuleSection[];
}

/** A daily list's entry as the list shows it. */
export interface DailyEntryShown {
  readonly score: number;
  readonly place: number;
  /** The attempt that made it (games that count attempts). */
  readonly attempt?: number | null;
}

/** A quick-game form's start taken over by the game's options. */
export interface SoloTakeover {
  /** The form's heading instead of `meta.solo.label`, e.g. "Tournee". */
  readonly heading: string;
  /** The start button, e.g. "Auftritt in Berlin"; null hides it. */
  readonly button: string | null;
  /** Opens the table with the form's tempo; returns its id. */
  readonly start: (tempo: Tempo) => Promise<string>;
}

/** The end screen's way on that a game offers instead of "Nochmal". */
export interface EndOnward {
  /** The button, e.g. "Weiter nach Wien". */
  readonly label: string;
  /** A line under the headline, e.g. what the show meant for the Tournee. */
  readonly message?: string;
  /** Starts the next table; returns its id. */
  readonly start: () => Promise<string>;
}

/**
 * A setting of the gear that is the game's own (kept in the browser): a switch, or an amount on a
 * slider (Speedboss: how much cards grow under the mouse, 0–25 %).
 */
export type GearSetting =
  | { readonly key: string; readonly label: string; readonly default: boolean }
  | {
      readonly key: string;
      readonly label: string;
      readonly default: number;
      readonly min: number;
      readonly max: number;
      readonly step?: number;
      /** Shown after the number, e.g. "%" or "Pixel". */
      readonly unit: string;
    };

/** One of a game's own statistics figures (issue 32): its label and its value from the server's counts. */
export interface StatFigure {
  /** The figure's name in the page (test id `stat-<key>`). */
  readonly key: string;
  readonly label: string;
  readonly value: (figures: Readonly<Record<string, number>>) => string;
}

/** How a game shows the player's statistics (the server's `myStats`). */
export interface GameStatsView {
  /** The lobby's own box with this heading (Speedkrakau: „Meine Partien“); absent: none. */
  readonly lobby?: string;
  /** The game's own figures, after games, wins, places and points. */
  readonly figures: readonly StatFigure[];
}

export interface GameModule {
  readonly declaration: GameDeclaration;
  // biome-ignore lint/suspicious/noExplicitAny: each board is typed with its own game's view
  readonly Board: Component<BoardProps<any, any, any>>;
  /** The page title while the table runs, e.g. "Runde 3 – Speedboss". */
  // biome-ignore lint/suspicious/noExplicitAny: the view of the module's own game
  readonly title: (view: any) => string;
  /** The end screen's words as the rule text names them. */
  readonly end: {
    readonly title: string;
    readonly rematch: string;
    /** The headline for the winner. */
    readonly winText?: string;
    /** The score sheet's name and key, when the game has one ("Bilanz", B). */
    readonly scoreSheet?: { readonly label: string; readonly key: string };
    /** The board shows its own end (e.g. Speedcoup's result window); the shell's end screen stays hidden. */
    readonly own?: boolean;
    /**
     * What the end screen adds for this game: a line under the headline (why the game ended) and
     * a note per seat under its name (penalties, tie-breaks).
     */
    readonly details?: (
      // biome-ignore lint/suspicious/noExplicitAny: the view of the module's own game
      view: any,
      outcome: Outcome,
    ) => { readonly summary?: string; readonly notes?: readonly string[] };
    /**
     * The game's own way on instead of "Nochmal" (Speedhokus' Tournee: "Weiter nach Wien"), asked
     * once when the table's game is over; null keeps the usual "Nochmal".
     */
    readonly onward?: (tableId: string, outcome: Outcome, seat: number) => EndOnward | null;
  };
  /** The quick-game form's line under the seats, e.g. "4 Spieler · 15 Runden". */
  readonly describeSolo?: (seats: number, options: Readonly<Record<string, unknown>>) => string;
  /**
   * The quick-game form's options, when the game wants more than the generic controls of its
   * declared options (e.g. a campaign's next coup): it edits `options` (config keys → values).
   */
  readonly Options?: Component<{
    options: Record<string, unknown>;
    seats: number;
    /** The form plays alone (a quick game), not a table with people. */
    solo?: boolean;
    /**
     * The options take over the start (e.g. Speedhokus' Tournee with its fixed rivals): the form
     * hides its computers and strength, shows the heading and button given, and starts with
     * `start`; null gives the form back its own start.
     */
    ontakeover?: (takeover: SoloTakeover | null) => void;
  }>;
  /** The game's own settings in the gear. */
  readonly gear?: readonly GearSetting[];
  /** The rules page (`/regeln/<game>`). */
  readonly rules: GameRules;
  /**
   * What a daily list's entry shows of its result, as the game names it (Speedhokus: "Platz 1 ·
   * 2 Lorbeeren"); absent: its points ("1.040 Punkte").
   */
  readonly dailyResult?: (entry: DailyEntryShown) => string;
  /** The game's own statistics figures (the Statistik page, the lobby's box). */
  readonly stats?: GameStatsView;
}
