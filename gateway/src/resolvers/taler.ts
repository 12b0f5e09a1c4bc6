/**
 * Taler over GraphQL (services/ledger): the purse (`me.account.purse`), the Kontoauszug
 * (`statement`), and what a staked table asks of the caller before it opens (the stake is one of
 * the game's declared amounts; the host's purse holds it). Guests play without stakes. The ledger
 * books nothing here: the table workflow does, through its activities.
 */
import { accountsErrors } from '@spielcenter/accounts';
import { declarationOf } from '@spielcenter/catalog';
import { type Ledger, ledgerErrors } from '@spielcenter/ledger';
import type { GameId } from '@spielcenter/proto';
import { z } from 'zod';
import type { GatewayContext } from '../context.js';
import type { Guest } from '../identity.js';
import { parseArg } from '../validate.js';
import { guard } from './guard.js';

function ledgerOf(ctx: GatewayContext): Ledger {
  if (!ctx.deps.ledger) throw ledgerErrors.make('LEDGER_UNAVAILABLE');
  return ctx.deps.ledger;
}

/**
 * The stake of a table the caller opens: null without one; one of the game's amounts, and the
 * host's purse must hold it. Only an account opens a staked table (guests play without stakes).
 */
export async function hostStake(
  ctx: GatewayContext,
  guest: Guest,
  game: GameId,
  raw: unknown,
): Promise<number | null> {
  const stake = parseArg(z.number().int().nullish(), raw, 'input.stake') ?? null;
  if (stake === null) return null;
  const decl = declarationOf(game);
  const amounts = decl?.stakes?.amounts ?? [];
  if (!amounts.includes(stake))
    throw ledgerErrors.make('LEDGER_BAD_STAKE', {
      game: decl?.meta.name ?? game,
      amounts: amounts.length > 0 ? amounts.join(', ') : '0',
    });
  if (!guest.session) throw ledgerErrors.make('LEDGER_GUEST');
  const { balance } = await ledgerOf(ctx).purse(guest.playerId);
  if (balance < stake) throw ledgerErrors.make('LEDGER_SHORT', { amount: stake, balance });
  return stake;
}

async function statement(args: { first?: unknown; before?: unknown }, ctx: GatewayContext) {
  const session = ctx.guest?.session;
  if (!session)
    throw accountsErrors.make(ctx.sessionExpired ? 'ACCOUNTS_SESSION_EXPIRED' : 'ACCOUNTS_NOT_LOGGED_IN');
  const first = parseArg(z.number().int().min(1).max(200).nullish(), args.first, 'first') ?? 50;
  const before = parseArg(z.coerce.number().int().positive().nullish(), args.before, 'before') ?? undefined;
  const ledger = ledgerOf(ctx);
  await ledger.ensurePurse(session.playerId);
  const rows = await ledger.statement(session.playerId, { limit: first, ...(before ? { before } : {}) });
  return rows.map((r) => ({ ...r, id: String(r.id) }));
}

export const talerQueryResolvers = { statement: guard('statement', statement) };

const purse = guard('Account.purse', async (parent: { playerId: string }, ctx: GatewayContext) =>
  ledgerOf(ctx).purse(parent.playerId),
);

export const talerAccountResolvers = {
  purse: (parent: { playerId: string }, _args: unknown, ctx: GatewayContext) => purse(undefined, parent, ctx),
};
