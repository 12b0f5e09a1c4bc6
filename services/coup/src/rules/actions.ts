/** Every action of Speedcoup (plain JSON with a `type`), and the shape check for untrusted input. */
import { commonErrors, type RuleErrorData } from '@spielcenter/proto';
import type { Vote } from './state.js';

export type CoupAction =
  /** Answer the Boss's question with one word. */
  | { type: 'answer'; word: string }
  /** The Boss chooses a member (all loot / sick / exactly one trick). */
  | { type: 'choose'; seat: number }
  /** Take one revealed loot in turn (the Boss takes for the Schatten). */
  | { type: 'take'; card: string }
  /** The Boss gives the loot shown now to a seat. */
  | { type: 'assign'; seat: number }
  /** The Boss swaps the marks of two loot, or moves a mark onto an unmarked loot. */
  | { type: 'moveMark'; from: string; to: string }
  | { type: 'keepMarks' }
  /** Five players: the Boss passes one loot on to another member, once. */
  | { type: 'passLoot'; card: string; to: number }
  | { type: 'keepLoot' }
  /** Call the Pfiff (mode "auf Wunsch"). */
  | { type: 'pfiff' }
  /** Vote on the Pfiff: direction, or 'none' (only in mode "jedes Mal"). */
  | { type: 'vote'; choice: Vote }
  /** Pass one colour card at the Pfiff. */
  | { type: 'pass'; card: string }
  | { type: 'play'; card: string }
  /** Show one colour card as the hand signal (the engine puts the mark on it). */
  | { type: 'signal'; card: string };

export type CoupActionType = CoupAction['type'];

type Field = 'card' | 'seat' | 'word' | 'vote';
const FIELDS: Record<CoupActionType, Record<string, Field>> = {
  answer: { word: 'word' },
  choose: { seat: 'seat' },
  take: { card: 'card' },
  assign: { seat: 'seat' },
  moveMark: { from: 'card', to: 'card' },
  keepMarks: {},
  passLoot: { card: 'card', to: 'seat' },
  keepLoot: {},
  pfiff: {},
  vote: { choice: 'vote' },
  pass: { card: 'card' },
  play: { card: 'card' },
  signal: { card: 'card' },
};

function fieldOk(kind: Field, v: unknown): boolean {
  switch (kind) {
    case 'card':
      return typeof v === 'string' && v.length <= 3;
    case 'word':
      return typeof v === 'string' && v.length <= 20;
    case 'seat':
      return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 4;
    case 'vote':
      return v === 'none' || v === 'left' || v === 'right';
  }
}

function badMessage(reason: string): RuleErrorData {
  return commonErrors.data('COMMON_BAD_MESSAGE', { reason });
}

/**
 * Checks an untrusted action's form (fast: this runs on every apply): a known type, exactly its
 * fields (unknown ones are refused), each of the right type. Null when well formed.
 */
export function checkShape(input: unknown): RuleErrorData | null {
  if (!input || typeof input !== 'object' || Array.isArray(input))
    return commonErrors.data('COMMON_UNKNOWN_ACTION', { type: String(input) });
  const rec = input as Record<string, unknown>;
  const type = rec.type;
  if (typeof type !== 'string' || !Object.hasOwn(FIELDS, type))
    return commonErrors.data('COMMON_UNKNOWN_ACTION', { type: String(type) });
  const fields = FIELDS[type as CoupActionType];
  for (const key of Object.keys(rec)) {
    if (key !== 'type' && !Object.hasOwn(fields, key)) return badMessage(`unexpected field ${key}`);
  }
  for (const [key, kind] of Object.entries(fields)) {
    if (!fieldOk(kind, rec[key])) return badMessage(`bad field ${key}`);
  }
  return null;
}
