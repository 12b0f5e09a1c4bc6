/** The wire types of the gateway's answers, as the web reads them. */
import type { BossAction, BossView } from '@spielcenter/boss';

export type Level = 'easy' | 'normal' | 'strong' | 'master';
export type Tempo = 'normal' | 'fast';

export interface WireClock {
  readonly seats: readonly number[];
  readonly phase: 'clock' | 'grace' | string;
  /** Epoch milliseconds. */
  readonly deadline: number;
  readonly totalMs: number;
}

export interface WireEvent {
  readonly type: string;
  readonly [key: string]: unknown;
}

export interface WireOutcome {
  readonly scores: readonly number[];
  readonly ranks: readonly number[];
  readonly details?: Readonly<Record<string, unknown>>;
}

/** One seat's snapshot of a Speedboss table (view and legal typed by the engine). */
export interface Snapshot {
  readonly tableId: string;
  readonly game: string;
  readonly seat: number | null;
  readonly version: number;
  readonly view: BossView;
  readonly legal: readonly BossAction[];
  readonly toAct: readonly number[];
  readonly clock: WireClock | null;
  readonly events: readonly WireEvent[];
  readonly outcome: WireOutcome | null;
  readonly seats: readonly { readonly name: string; readonly kind: string; readonly level: Level | null }[];
  readonly clockSeconds: number | null;
  readonly tempo: Tempo;
  readonly closed: boolean | null;
}

export interface QuickGameSettings {
  readonly computers: number;
  readonly level: Level;
  /** 30, 60, 90, 120 or null (no clock). */
  readonly clockSeconds: number | null;
  readonly tempo: Tempo;
}
