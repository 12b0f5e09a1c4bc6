/**
 * The chat of a table: a message or a cheer ("Freude", "Ärgern": a random exclamation) goes to
 * every seat over the table's NATS subject, so the players of one table may sit on different
 * gateway instances. Checked here, on the server: only seated players, plain text (control and
 * direction-override characters removed, whitespace collapsed; the web shows it as text, never as
 * markup), at most CHAT_MAX characters, after every message a lock of CHAT_LOCK_MS for the sender
 * (a Redis key, so it holds across instances), the abuse limits, and in games whose declaration
 * says so (Speedcoup) no chat while a game runs.
 */
import { randomInt } from 'node:crypto';
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

export const EXCLAMATIONS = {
  joy: ['Juhu!', 'Klasse!', 'Jawoll!', 'Bravo!', 'Herrlich!', 'Na bitte!', 'Yes!', 'Wunderbar!'],
  annoyance: ['Mist!', 'Och nee!', 'Verflixt!', 'Menno!', 'So ein Pech!', 'Grrr!', 'Na toll …', 'Himmel!'],
} as const;

const chatMessageSchema = z.object({
  tableId: z.string(),
  seat: z.number().int().min(0),
  name: z.string(),
  kind: z.enum(['text', 'joy', 'annoyance']),
  text: z.string(),
  at: z.number(),
});
type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Plain text: no control or bidi-override characters, single spaces. */
export function plainText(raw: string): string {
  return raw
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function chatLocked(meta: TableMeta): boolean {
  return declarationOf(meta.game)?.meta.chatLockedInGame === true && !meta.open && meta.status === 'running';
}

/** Who may send now: seated, the game allows it, the sender's 2 s lock is free (then taken). */
async function sender(ctx: GatewayContext, rawTableId: unknown) {
  const who = requireGuest(ctx);
  const tableId = parseArg(tableIdSchema, rawTableId, 'tableId');
  const { meta, seat } = await seatedAt(ctx, who, tableId);
  if (chatLocked(meta)) throw gatewayError('GATEWAY_CHAT_LOCKED');
  const lockKey = `chat:${tableId}:${who.playerId}:lock`;
  const got = await ctx.deps.redis.set(lockKey, '1', 'PX', CHAT_LOCK_MS, 'NX');
  if (got !== 'OK') {
    const left = await ctx.deps.redis.pttl(lockKey);
    throw gatewayError('GATEWAY_CHAT_TOO_FAST', {
      seconds: Math.max(1, Math.ceil(left / 1000)),
    });
  }
  await limit(ctx, 'chat');
  return { who, tableId, seat };
}

function send(ctx: GatewayContext, message: ChatMessage): boolean {
  ctx.deps.nc.publish(subjects.chat(message.tableId), JSON.stringify(message));
  return true;
}

async function chat(args: { tableId: string; text: string }, ctx: GatewayContext) {
  requireGuest(ctx);
  const text = plainText(parseArg(z.string().max(2000), args.text, 'text'));
  if (text.length === 0) throw gatewayError('GATEWAY_CHAT_EMPTY');
  if ([...text].length > CHAT_MAX) throw gatewayError('GATEWAY_CHAT_TOO_LONG', { max: CHAT_MAX });
  const { who, tableId, seat } = await sender(ctx, args.tableId);
  return send(ctx, { tableId, seat, name: who.name, kind: 'text', text, at: Date.now() });
}

async function cheer(args: { tableId: string; mood: string }, ctx: GatewayContext) {
  requireGuest(ctx);
  const mood = parseArg(z.enum(['joy', 'annoyance']), args.mood, 'mood');
  const { who, tableId, seat } = await sender(ctx, args.tableId);
  const pool = EXCLAMATIONS[mood];
  const text = pool[randomInt(pool.length)] as string;
  return send(ctx, { tableId, seat, name: who.name, kind: mood, text, at: Date.now() });
}

async function subscribeChat(args: { tableId: string }, ctx: GatewayContext) {
  const who = requireGuest(ctx);
  const tableId = parseArg(tableIdSchema, args.tableId, 'tableId');
  await seatedAt(ctx, who, tableId);
  return subjectStream<ChatMessage>(
    ctx.deps,
    subjects.chat(tableId),
    (text) => {
      const parsed = chatMessageSchema.safeParse(jsonOrNull(text));
      return parsed.success && parsed.data.tableId === tableId ? parsed.data : null;
    },
    { tie: { live: ctx.live, playerId: who.playerId, tableId } },
  );
}

export const chatMutationResolvers = { chat: guard('chat', chat), cheer: guard('cheer', cheer) };
export const chatSubscriptionResolvers = {
  chat: { subscribe: guard('chat', subscribeChat), resolve: (m: ChatMessage) => m },
};
