// Issue 31 through the gateway with a real tables worker (Temporal, NATS, Redis, Postgres): two
// accounts at a staked Speedboss table — the purse, the stake in the lobby, a short purse refused
// with a coded German/English error, a stake the game does not offer refused, the Kontoauszug.
import { SESSION_COOKIE } from '@spielcenter/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type GraphQLReply } from './gateway.test-util.js';
import { startTableStack, type TableStack } from './table-stack.test-util.js';

const run = `${process.pid % 10000}${Date.now() % 100000}`;
let stack: TableStack;
beforeAll(async () => {
  stack = await startTableStack({ accounts: { lockout: { scope: `tl${run}` } } });
}, 120_000);
afterAll(() => stack?.stop());

const REGISTER = 'mutation($n: String!, $p: String!) { register(name: $n, password: $p) { player { id } } }';
const PURSE = 'query { me { account { purse { balance onTables } } } }';
const OPEN = 'mutation($i: OpenTableInput!) { openTable(input: $i) { tableId seat } }';
const JOIN = 'mutation($t: ID!) { joinTable(tableId: $t) { seat } }';
const LOBBY = 'query { lobby(game: boss) }';
const STATEMENT = 'query { statement(first: 10) { reason tableId game amount balance } }';

async function account(name: string): Promise<{ headers: Record<string, string>; playerId: string }> {
  const guest = await stack.t.guest('Gast');
  const r = await stack.t.post(
    REGISTER,
    { n: `${name}${run}`.slice(0, 20), p: 'Herz Ass sticht' },
    bearer(guest.token),
  );
  const cookie = r.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(JSON.stringify(r.body));
  return { headers: { cookie: cookie.split(';')[0] as string }, playerId: guest.playerId };
}
const errorOf = (r: GraphQLReply) =>
  r.body.errors?.[0]?.extensions as { code: string; de: string; en: string } | undefined;
const purse = async (h: Record<string, string>) => {
  const me = (await stack.t.post(PURSE, {}, h)).body.data?.me as
    | { account: { purse: { balance: number; onTables: number } } }
    | undefined;
  return me?.account.purse;
};

describe('Taler at a staked table, through the gateway', () => {
  it('opens with a stake, lists it, reserves at sitting down, refuses a short purse and a stake the game has not', async () => {
    const anna = await account('Anna');
    const bert = await account('Bert');
    const cleo = await account('Cleo');
    expect(await purse(anna.headers)).toEqual({ balance: 1000, onTables: 0 });
    // A stake Speedboss does not offer.
    const bad = await stack.t.post(OPEN, { i: { game: 'boss', seats: 4, stake: 30 } }, anna.headers);
    expect(errorOf(bad)).toMatchObject({
      code: 'LEDGER_BAD_STAKE',
      de: 'Bei Speedboss spielt ein Tisch um 10, 25, 50, 100 Taler.',
    });
    const opened = await stack.t.post(OPEN, { i: { game: 'boss', seats: 4, stake: 100 } }, anna.headers);
    const tableId = (opened.body.data?.openTable as { tableId: string } | undefined)?.tableId;
    expect(await purse(anna.headers)).toEqual({ balance: 900, onTables: 100 });
    const lobby = (await stack.t.post(LOBBY, {}, anna.headers)).body.data?.lobby as {
      tableId: string;
      stake?: number;
    }[];
    expect(lobby.find((e) => e.tableId === tableId)?.stake).toBe(100);
    // Cleo has spent all but 50 today (her top-up used): she may not sit down.
    const ledger = stack.t.deps.ledger;
    if (!ledger) throw new Error('no ledger');
    await ledger.purse(cleo.playerId);
    await ledger.reserve({
      tableId: `x${run}`,
      gameNo: 1,
      playerId: cleo.playerId,
      amount: 950,
      game: 'boss',
      key: `x${run}a`,
    });
    await ledger.purse(cleo.playerId); // the day's top-up to 100
    await ledger.reserve({
      tableId: `x${run}`,
      gameNo: 2,
      playerId: cleo.playerId,
      amount: 50,
      game: 'boss',
      key: `x${run}b`,
    });
    const refused = await stack.t.post(JOIN, { t: tableId }, cleo.headers);
    expect(errorOf(refused)).toEqual(
      expect.objectContaining({
        code: 'LEDGER_SHORT',
        de: 'Für diesen Tisch fehlen dir Taler: Einsatz 100 Taler, in deinem Beutel sind 50.',
        en: 'You are short of Taler for this table: the stake is 100 Taler, your purse holds 50.',
      }),
    );
    // A guest opens no staked table.
    const host = await stack.t.guest('Gast Hanna');
    const guestOpen = await stack.t.post(
      OPEN,
      { i: { game: 'boss', seats: 4, stake: 10 } },
      bearer(host.token),
    );
    expect(errorOf(guestOpen)).toMatchObject({
      code: 'LEDGER_GUEST',
      de: 'Gäste spielen ohne Einsatz. Lege ein Konto an, um um Taler zu spielen.',
    });
    // Bert sits down: his stake is reserved. A guest sits without one.
    expect((await stack.t.post(JOIN, { t: tableId }, bert.headers)).body.data?.joinTable).toEqual({
      seat: 1,
    });
    expect(await purse(bert.headers)).toEqual({ balance: 900, onTables: 100 });
    const guest = await stack.t.guest('Gast Otto');
    expect((await stack.t.post(JOIN, { t: tableId }, bearer(guest.token))).body.data?.joinTable).toEqual({
      seat: 2,
    });
    const st = (await stack.t.post(STATEMENT, {}, bert.headers)).body.data?.statement;
    expect(st).toEqual([
      { reason: 'reserve', tableId, game: 'boss', amount: -100, balance: 900 },
      { reason: 'open', tableId: null, game: null, amount: 1000, balance: 1000 },
    ]);
    // A guest has no Kontoauszug.
    expect(errorOf(await stack.t.post(STATEMENT, {}, bearer(guest.token)))?.code).toBe(
      'ACCOUNTS_NOT_LOGGED_IN',
    );
    // Everybody leaves: the table closes, the stakes come back.
    for (const h of [bert.headers, anna.headers, bearer(guest.token)])
      await stack.t.post('mutation($t: ID!) { leave(tableId: $t) }', { t: tableId }, h);
    for (let i = 0; i < 100 && (await purse(anna.headers))?.balance !== 1000; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await purse(anna.headers)).toEqual({ balance: 1000, onTables: 0 });
    expect(await purse(bert.headers)).toEqual({ balance: 1000, onTables: 0 });
    // Cleo's spending table closes too (nothing stays in an escrow of this test).
    await ledger.closeTable({ tableId: `x${run}`, key: `x${run}:close` });
  }, 120_000);
});
