/** Every action of Speedcoup (plain JSON with a `type`), and the shape check for untrusted input. */
import { z } from 'zod';
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

const card = z.string().max(3);
const seat = z.number().int().min(0).max(4);
export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('answer'), word: z.string().max(20) }).strict(),
  z.object({ type: z.literal('choose'), seat }).strict(),
  z.object({ type: z.literal('take'), card }).strict(),
  z.object({ type: z.literal('assign'), seat }).strict(),
  z.object({ type: z.literal('moveMark'), from: card, to: card }).strict(),
  z.object({ type: z.literal('keepMarks') }).strict(),
  z.object({ type: z.literal('passLoot'), card, to: seat }).strict(),
  z.object({ type: z.literal('keepLoot') }).strict(),
  z.object({ type: z.literal('pfiff') }).strict(),
  z.object({ type: z.literal('vote'), choice: z.enum(['none', 'left', 'right']) }).strict(),
  z.object({ type: z.literal('pass'), card }).strict(),
  z.object({ type: z.literal('play'), card }).strict(),
  z.object({ type: z.literal('signal'), card }).strict(),
]);
