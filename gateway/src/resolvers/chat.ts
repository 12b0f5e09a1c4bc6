/**
 * The chat of a table: a message or a cheer ("Freude", "Ärgern": a random exclamation) goes to
 * every seat over the table's NATS subject, so the players of one table may sit on different
 * gateway instances; a private message (`to`: a seat) goes the same way, but only the sender's and
 * the recipient's streams pass it on (the filter is here, on the server: nobody else's browser
 * ever receives it). Checked here, on the server: only seated players, plain text (control and
 * direction-override characters removed, whitespace collapsed; the web shows it as text, never as
 * markup), at most CHAT_MAX characters, after every message a lock of CHAT_LOCK_MS for the sender
 * (a Redis key, so it holds across instances), the abuse limits, and in games whose declaration
 * says so (Speedcoup) no chat while an attempt runs, private messages included.
 *
 * The history: the last CHAT_HISTORY messages of a table stay in Redis (a list, CHAT_HISTORY_TTL_S
 * after the last message); a new chat subscription (a reload) gets them first, marked `past`,
 * each reader only the ones he may see.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { declarationOf } from '@spielcenter/catalog';
import { subjects, tableIdSchema } from '@spielcenter/proto';
import { z } from 'zod';
import { type GatewayContext, limit, requireGuest } from '../context.js';
import { gatewayError } from '../errors.js';
import { seatedAt } from '../seating.js';
import { jsonOrNull, subjectStream } from '../subject-stream.js';
import type { TableMeta } from '../table-meta.js';
import { parseArg } from '../validate.js';
import { guard } from './guard.js';

export const CHAT_MAX = 200;
export const CHAT_LOCK_MS = 2000;
/** How many messages a table keeps for players who reload, and how long after the last one. */
export const CHAT_HISTORY = 50;
export const CHAT_HISTORY_TTL_S = 24 * 3600;

export const EXCLAMATIONS = {
  joy: ['Juhu!', 'Klasse!', 'Jawoll!', 'Bravo!', 'Herrlich!', 'Na bitte!', 'Yes!', 'Wunderbar!'],
  annoyance: ['Mist!', 'Och nee!', 'Verflixt!', 'Menno!', 'So ein Pech!', 'Grrr!', 'Na toll …', 'Himmel!'],
} as const;

export const chatHistoryKey = (tableId: string) => `chat:${tableId}:history`;

/** A message as it travels over NATS and lies in Redis (the player ids never leave the server). */
const chatMessageSchema = z.object({
  id: z.string(),
  tableId: z.string(),
  seat: z.number().int().min(0),
  name: z.string(),
  kind: z.enum(['text', 'joy', 'annoyance']),
  text: z.string(),
  at: z.number(),
  /** A private message: the recipient's seat and player; null: to the table. */
  to: z.number().int().min(0).nullable().default(null),
  from: z.string().optional(),
  toPlayer: z.string().nullable().optional(),
});
type ChatMessage = z.infer<typeof chatMessageSchema>;
/** What a client receives. */
interface ChatOut {
  readonly id: string;
  readonly tableId: string;
  readonly seat: number;
  readonly to: number | null;
  readonly name: string;
  readonly kind: string;
  readonly text: string;
  readonly at: number;
  readonly past: boolean;
}

/** Plain text: no control or bidi-override characters, single spaces. */
export function plainText(raw: string): string {
  return raw
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Speedcoup: „Während eines Versuchs ist der Chat gesperrt, auch private Nachrichten.“ One attempt is one game. */
export function chatLocked(meta: TableMeta): boolean {
  return declarationOf(meta.game)?.meta.chatLockedInGame === true && !meta.open && meta.status === 'running';
}

/** Whether a player may see a message: the table's, or a private one he sent or received. */
function visibleTo(m: ChatMessage, playerId: string): boolean {
  return m.to === null || m.from === playerId || m.toPlayer === playerId;
}

function out(m: ChatMessage, past: boolean): ChatOut {
  const { id, tableId, seat, to, name, kind, text, at } = m;
  return { id, tableId, seat, to, name, kind, text, at, past };
}

/** Who may send now: seated, the game allows it, the sender's 2 s lock is free (then taken). */
async function sender(ctx: GatewayContext, rawTableId: unknown) {
  const who = requireGuest(ctx);
  const tableId = parseArg(tableIdSchema, rawTableId, 'tableId');
  const { meta, seat } = await seatedAt(ctx, who, tableId);
  if (chatLocked(meta)) throw gatewayError('GATEWAY_CHAT_LOCKED');
  return { who, tableId, seat, meta };
}

/** The sender's 2 s lock (taken here) and the abuse limit: the last checks before a message goes. */
async function takeLock(ctx: GatewayContext, tableId: string, playerId: string): Promise<void> {
  const lockKey = `chat:${tableId}:${playerId}:lock`;
  const got = await ctx.deps.redis.set(lockKey, '1', 'PX', CHAT_LOCK_MS, 'NX');
  if (got !== 'OK') {
    const left = await ctx.deps.redis.pttl(lockKey);
    throw gatewayError('GATEWAY_CHAT_TOO_FAST', {
      seconds: Math.max(1, Math.ceil(left / 1000)),
    });
  }
  await limit(ctx, 'chat');
}

/** Keeps the message for later readers (a reload), then sends it to every instance. */
async function send(ctx: GatewayContext, message: ChatMessage): Promise<boolean> {
  const key = chatHistoryKey(message.tableId);
  const json = JSON.stringify(message);
  await ctx.deps.redis
    .multi()
    .rpush(key, json)
    .ltrim(key, -CHAT_HISTORY, -1)
    .expire(key, CHAT_HISTORY_TTL_S)
    .exec();
  ctx.deps.nc.publish(subjects.chat(message.tableId), json);
  return true;
}

async function chat(args: { tableId: string; text: string; to?: number | null }, ctx: GatewayContext) {
  requireGuest(ctx);
  const text = plainText(parseArg(z.string().max(2000), args.text, 'text'));
  const to = parseArg(z.number().int().min(0).max(15).nullish(), args.to, 'to') ?? null;
  if (text.length === 0) throw gatewayError('GATEWAY_CHAT_EMPTY');
  if ([...text].length > CHAT_MAX) throw gatewayError('GATEWAY_CHAT_TOO_LONG', { max: CHAT_MAX });
  const { who, tableId, seat, meta } = await sender(ctx, args.tableId);
  // A private message goes to another person at the table (a computer reads no chat).
  const toPlayer = to === null ? null : (meta.humans.get(to) ?? null);
  if (to !== null && (to === seat || toPlayer === null)) throw gatewayError('GATEWAY_CHAT_BAD_RECIPIENT');
  await takeLock(ctx, tableId, who.playerId);
  return send(ctx, {
    id: randomUUID(),
    tableId,
    seat,
    name: who.name,
    kind: 'text',
    text,
    at: Date.now(),
    to,
    from: who.playerId,
    toPlayer,
  });
}

async function cheer(args: { tableId: string; mood: string }, ctx: GatewayContext) {
  requireGuest(ctx);
  const mood = parseArg(z.enum(['joy', 'annoyance']), args.mood, 'mood');
  const { who, tableId, seat } = await sender(ctx, args.tableId);
  await takeLock(ctx, tableId, who.playerId);
  const pool = EXCLAMATIONS[mood];
  const text = pool[randomInt(pool.length)] as string;
  return send(ctx, {
    id: randomUUID(),
    tableId,
    seat,
    name: who.name,
    kind: mood,
    text,
    at: Date.now(),
    to: null,
    from: who.playerId,
    toPlayer: null,
  });
}

const parseMessage = (text: string, tableId: string): ChatMessage | null => {
  const parsed = chatMessageSchema.safeParse(jsonOrNull(text));
  return parsed.success && parsed.data.tableId === tableId ? parsed.data : null;
};

/** The table's recent messages this player may see, oldest first. */
async function history(ctx: GatewayContext, tableId: string, playerId: string): Promise<ChatMessage[]> {
  const texts = await ctx.deps.redis.lrange(chatHistoryKey(tableId), 0, -1);
  return texts.flatMap((t) => {
    const m = parseMessage(t, tableId);
    return m && visibleTo(m, playerId) ? [m] : [];
  });
}

async function subscribeChat(args: { tableId: string }, ctx: GatewayContext) {
  const who = requireGuest(ctx);
  const tableId = parseArg(tableIdSchema, args.tableId, 'tableId');
  await seatedAt(ctx, who, tableId);
  // Read after subscribing: a message sent meanwhile may be in both; it is passed on once.
  const replayed = new Set<string>();
  return subjectStream<ChatOut>(
    ctx.deps,
    subjects.chat(tableId),
    (text) => {
      const m = parseMessage(text, tableId);
      if (!m || !visibleTo(m, who.playerId) || replayed.has(m.id)) return null;
      return out(m, false);
    },
    {
      first: async () =>
        (await history(ctx, tableId, who.playerId)).map((m) => {
          replayed.add(m.id);
          return out(m, true);
        }),
      tie: { live: ctx.live, playerId: who.playerId, tableId },
    },
  );
}

export const chatMutationResolvers = { chat: guard('chat', chat), cheer: guard('cheer', cheer) };
export const chatSubscriptionResolvers = {
  chat: { subscribe: guard('chat', subscribeChat), resolve: (m: ChatOut) => m },
};
