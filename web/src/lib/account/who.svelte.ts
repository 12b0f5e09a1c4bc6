/** Who this browser is for the header: a guest or an account, and its name. */
import { session } from '$lib/graphql/client';
import { ME } from '$lib/graphql/operations';

export const who = $state<{
  known: boolean;
  name: string;
  account: boolean;
  purse: number | null;
  onTables: number;
}>({
  known: false,
  name: '',
  account: false,
  purse: null,
  onTables: 0,
});

/** Asks the gateway (after Anmelden, Konto anlegen, Abmelden, and on every page's start). */
export async function refreshWho(): Promise<void> {
  try {
    const res = await (await session()).client.query(ME, {}).toPromise();
    const me = res.data?.me;
    if (!me) return;
    who.name = me.account?.name ?? me.name;
    who.account = me.account !== null && me.account !== undefined;
    // Taler: an account's purse (guests play without stakes).
    who.purse = me.account?.purse.balance ?? null;
    who.onTables = me.account?.purse.onTables ?? 0;
    who.known = true;
  } catch {
    // No connection: the header stays as it was; the page says what is wrong.
  }
}
