/**
 * Accounts over GraphQL: register (Konto anlegen; a guest keeps its player id), login, logout,
 * logoutEverywhere, endSession, changePassword, deleteAccount, and `me.account`. The session is
 * the httpOnly cookie sc_session; every refusal is coded (ACCOUNTS_…, GATEWAY_RATE_LIMITED).
 */
import { type Accounts, accountsErrors, nameKey, type Session } from '@spielcenter/accounts';
import { z } from 'zod';
import { sessionCookie } from '../caller.js';
import { type GatewayContext, limit } from '../context.js';
import { GUEST_COOKIE, type Guest } from '../identity.js';
import { checkLimit, DEFAULT_LIMITS } from '../limits.js';
import { parseArg } from '../validate.js';
import { guard } from './guard.js';

/** Names and passwords are checked by the accounts; here only their size as arguments. */
const text = z.string().max(1000);

function accountsOf(ctx: GatewayContext): Accounts {
  if (!ctx.deps.accounts) throw accountsErrors.make('ACCOUNTS_UNAVAILABLE');
  return ctx.deps.accounts;
}

function sessionOf(ctx: GatewayContext): Session {
  const session = ctx.guest?.session;
  if (!session)
    throw accountsErrors.make(ctx.sessionExpired ? 'ACCOUNTS_SESSION_EXPIRED' : 'ACCOUNTS_NOT_LOGGED_IN');
  return session;
}

function setSession(ctx: GatewayContext, id: string | null): void {
  const accounts = accountsOf(ctx);
  const secure = ctx.secure === true;
  ctx.setCookie?.(sessionCookie(id ?? '', secure, id ? accounts.sessions.idleSeconds : 0));
}

/** The player of a new session, as `me` would answer it. */
function loggedIn(playerId: string, name: string, sessionHash: string, createdAt: Date) {
  return {
    player: {
      id: playerId,
      name,
      tableId: null,
      account: { playerId, name, createdAt: createdAt.toISOString(), currentHash: sessionHash },
    },
  };
}

async function register(args: { name: unknown; password: unknown }, ctx: GatewayContext) {
  const accounts = accountsOf(ctx);
  await limit(ctx, 'register');
  if (ctx.guest?.session) throw accountsErrors.make('ACCOUNTS_ALREADY_LOGGED_IN');
  const name = parseArg(text, args.name, 'name');
  const password = parseArg(text, args.password, 'password');
  const guest: Guest | null = ctx.guest;
  const r = await accounts.register(guest, name, password, ctx.agent ?? '');
  setSession(ctx, r.sessionId);
  // The guest's token is the account's now: the browser forgets it (the session carries the player).
  if (guest) ctx.setCookie?.(`${GUEST_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
  ctx.deps.log.info({ playerId: r.account.playerId, upgrade: guest !== null }, 'account registered');
  return loggedIn(r.account.playerId, r.account.name, r.sessionHash, r.account.createdAt);
}

async function login(args: { name: unknown; password: unknown }, ctx: GatewayContext) {
  const accounts = accountsOf(ctx);
  const name = parseArg(text, args.name, 'name');
  const password = parseArg(text, args.password, 'password');
  // Per address (the gateway's limits) and per name tried, whoever tries it.
  await checkLimit(
    ctx.deps.redis,
    ctx.deps.limits ?? DEFAULT_LIMITS,
    'login',
    { identity: `name:${nameKey(name)}`, address: ctx.address ?? null },
    {
      ...(ctx.deps.limitScope ? { scope: ctx.deps.limitScope } : {}),
      limitLoopback: ctx.deps.limitLoopback === true,
    },
  );
  const r = await accounts.login(name, password, ctx.agent ?? '');
  // A session that was there ends: the browser gets a new id at every login (no fixation).
  if (ctx.guest?.session) await accounts.logout(ctx.guest.session);
  setSession(ctx, r.sessionId);
  ctx.deps.log.info({ playerId: r.account.playerId }, 'logged in');
  return loggedIn(r.account.playerId, r.account.name, r.sessionHash, r.account.createdAt);
}

async function logout(_args: unknown, ctx: GatewayContext) {
  const accounts = accountsOf(ctx);
  const session = ctx.guest?.session;
  setSession(ctx, null);
  if (!session) return false;
  await accounts.logout(session);
  return true;
}

async function logoutEverywhere(_args: unknown, ctx: GatewayContext) {
  const session = sessionOf(ctx);
  const n = await accountsOf(ctx).logoutEverywhere(session.playerId);
  setSession(ctx, null);
  ctx.deps.log.info({ playerId: session.playerId, sessions: n }, 'logged out everywhere');
  return n;
}

async function endSession(args: { id: unknown }, ctx: GatewayContext) {
  const session = sessionOf(ctx);
  const id = parseArg(z.string().min(1).max(100), args.id, 'id');
  const ended = await accountsOf(ctx).endSession(session.playerId, id);
  if (ended && id === session.hash) setSession(ctx, null);
  return ended;
}

async function changePassword(args: { oldPassword: unknown; newPassword: unknown }, ctx: GatewayContext) {
  const session = sessionOf(ctx);
  await accountsOf(ctx).changePassword(
    session,
    parseArg(text, args.oldPassword, 'oldPassword'),
    parseArg(text, args.newPassword, 'newPassword'),
  );
  return true;
}

async function deleteAccount(args: { password: unknown }, ctx: GatewayContext) {
  const session = sessionOf(ctx);
  await accountsOf(ctx).deleteAccount(session, parseArg(text, args.password, 'password'));
  setSession(ctx, null);
  ctx.deps.log.info({ playerId: session.playerId }, 'account deleted');
  return true;
}

/** `me.account`: the caller's account, null for a guest. */
export function accountOfCaller(ctx: GatewayContext) {
  const session = ctx.guest?.session;
  if (!session) return null;
  return { playerId: session.playerId, name: session.name, createdAt: null, currentHash: session.hash };
}

interface AccountParent {
  playerId: string;
  createdAt: string | null;
  currentHash: string;
}

/** A field of Account: whatever it throws reaches the client coded (like guard). */
function field<R>(name: string, fn: (parent: AccountParent, ctx: GatewayContext) => Promise<R>) {
  const guarded = guard(name, (parent: AccountParent, ctx: GatewayContext) => fn(parent, ctx));
  return (parent: AccountParent, _args: unknown, ctx: GatewayContext) => guarded(undefined, parent, ctx);
}

export const accountResolvers = {
  Account: {
    createdAt: field('Account.createdAt', async (parent, ctx) => {
      if (parent.createdAt) return parent.createdAt;
      const account = await accountsOf(ctx).store.byId(parent.playerId);
      if (!account) throw accountsErrors.make('ACCOUNTS_SESSION_EXPIRED');
      return account.createdAt.toISOString();
    }),
    sessions: field('Account.sessions', async (parent, ctx) => {
      const list = await accountsOf(ctx).sessions.list(parent.playerId);
      return list.map((s) => ({
        id: s.hash,
        agent: s.agent,
        createdAt: new Date(s.createdAt).toISOString(),
        lastSeenAt: new Date(s.seenAt).toISOString(),
        current: s.hash === parent.currentHash,
      }));
    }),
  },
};

export const accountMutationResolvers = {
  register: guard('register', register),
  login: guard('login', login),
  logout: guard('logout', logout),
  logoutEverywhere: guard('logoutEverywhere', logoutEverywhere),
  endSession: guard('endSession', endSession),
  changePassword: guard('changePassword', changePassword),
  deleteAccount: guard('deleteAccount', deleteAccount),
};
