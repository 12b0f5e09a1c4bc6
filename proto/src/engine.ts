/**
 * The game engine contract. Every game exports one `engine` object of this shape.
 *
 * Engines are pure and deterministic: no I/O, no clock, no Math.random. Randomness comes from the
 * seed kept inside the state (see rng.ts), so `actions.reduce(apply, setup(config, seed))` replays a
 * game exactly. States, actions, views and events are plain JSON (they cross NATS and are stored in
 * Temporal history), so never put class instances, Maps, Sets, undefined-vs-missing tricks or
 * functions into them.
 */

/** A position at a table, 0-based in code (shown 1-based in the UI). */
export type Seat = number;

/** Every action is a plain JSON object with a `type` discriminator. */
export interface Action {
  readonly type: string;
}

/**
 * Something that happened, for the UI and the logs. `to` limits who may see it: when present, only
 * those seats receive the event (e.g. "you lost the rabbit hat"); when absent, it is public.
 */
export interface GameEvent {
  readonly type: string;
  readonly to?: readonly Seat[];
  readonly [key: string]: unknown;
}

/** Options common to every game's config; games extend this with variants and house rules. */
export interface BaseConfig {
  /** Number of seats at the table. */
  readonly players: number;
  /**
   * An explicit deal / tile order that fixes the shuffle (daily challenges, replays, tests).
   * Each game documents its own shape.
   */
  readonly deck?: unknown;
}

export interface Applied<S> {
  readonly state: S;
  readonly events: readonly GameEvent[];
}

/** The result of a finished game. */
export interface Outcome {
  /** Final score per seat (game-specific units: points, Taler-free score). */
  readonly scores: readonly number[];
  /** Rank per seat, 1 = best; equal results share a rank (1, 1, 3). */
  readonly ranks: readonly number[];
  /** Points for the leaderboard per seat (what the ranking service adds to the sorted sets). */
  readonly leaderboardPoints: readonly number[];
  /** Game-specific extras (statistics inputs, per-round points, reasons). */
  readonly details?: Readonly<Record<string, unknown>>;
}

export interface GameEngine<S, A extends Action, V, C extends BaseConfig = BaseConfig> {
  readonly id: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;

  /** A new game. `seed` drives every shuffle and blind draw unless `config.deck` fixes them. */
  setup(config: C, seed: string): S;

  /** The seats that must decide now: usually one, several for a simultaneous decision, none at the end. */
  toAct(state: S): Seat[];

  /** Every legal action of `seat` now (empty when the seat need not act). */
  legalActions(state: S, seat: Seat): A[];

  /** Applies one action. Throws a RuleError (with code and German/English message) when illegal. */
  apply(state: S, seat: Seat, action: A): Applied<S>;

  /** What `seat` may know; `null` is a spectator. Nothing hidden from that seat may appear. */
  view(state: S, seat: Seat | null): V;

  /** null while the game runs; the result once it is over. */
  outcome(state: S): Outcome | null;

  /**
   * The decision the clock makes for `seat` when its time and grace run out, or null when the
   * computer must decide instead (the table service then asks the AI service).
   */
  defaultAction(state: S, seat: Seat): A | null;

  /**
   * Why `action` is not legal for `seat` now, as the RuleError `apply` would throw; null when legal.
   * Used for tooltips ("why can't I play this card?") without applying anything.
   */
  explain(state: S, seat: Seat, action: A): import('./errors.js').RuleErrorData | null;

  /**
   * Why `action` is not legal for `seat` now, judged from that seat's own view alone (what the
   * gateway has: the seat's published snapshot, never the hidden state): the same answer `explain`
   * gives on the state. Each engine runs its `explain` over the state as the seat knows it (its
   * `knownState(view)`: the view's facts, what the seat cannot see left as unknown placeholders).
   */
  explainView(view: V, seat: Seat, action: A): import('./errors.js').RuleErrorData | null;

  /** Validates and normalises an untrusted config (from a player or a message); throws a RuleError. */
  parseConfig(input: unknown): C;
}

/** Any engine, for code that handles all games alike (rule service, table workflow, tests). */
// biome-ignore lint/suspicious/noExplicitAny: the generic registry cannot know each game's types
export type AnyEngine = GameEngine<any, any, any, any>;
