/** Asks the server for the Bandenbuch (GraphQL `bandenbuch`) and the player's own page. */
import { session } from '$lib/graphql/client';
import { BANDENBUCH, END_EVENING, ME, TABLE_BANDENBUCH } from '$lib/graphql/operations';
import { readPages, type ServerPage, soloPage } from './server-book';

/** The server's page of the player alone with computers at `seats` seats (null: none yet). */
export async function loadSoloPage(seats: number): Promise<ServerPage | null> {
  const { client } = await session();
  const [me, book] = await Promise.all([
    client.query(ME, {}, { requestPolicy: 'network-only' }).toPromise(),
    client.query(BANDENBUCH, {}, { requestPolicy: 'network-only' }).toPromise(),
  ]);
  if (me.error) throw me.error;
  if (book.error) throw book.error;
  const id = me.data?.me.id;
  return id ? soloPage(readPages(book.data?.bandenbuch), id, seats) : null;
}

/**
 * The page of a table's line-up: the people who played its attempt from the start (the attempt is
 * theirs even when one of them left), or with `next` the people seated now (the next attempt's).
 * An empty page (unlocked: coup 1) before the line-up's first attempt.
 */
export async function loadTablePage(tableId: string, next = false): Promise<ServerPage | null> {
  const { client } = await session();
  const book = await client.query(TABLE_BANDENBUCH, { tableId, next }, { requestPolicy: 'network-only' }).toPromise();
  if (book.error) throw book.error;
  return readPages(book.data?.bandenbuch)[0] ?? null;
}

/** Every page of the player (the open-table form chooses a line-up's page among them). */
export async function loadPages(): Promise<{ pages: ServerPage[]; me: string | null }> {
  const { client } = await session();
  const [me, book] = await Promise.all([
    client.query(ME, {}, { requestPolicy: 'network-only' }).toPromise(),
    client.query(BANDENBUCH, {}, { requestPolicy: 'network-only' }).toPromise(),
  ]);
  if (me.error) throw me.error;
  if (book.error) throw book.error;
  return { pages: readPages(book.data?.bandenbuch), me: me.data?.me.id ?? null };
}

/**
 * „Feierabend“: the evening of the line-up that played at the table ends on the server (the failed
 * attempts of this evening no longer lower the points of the next one).
 */
export async function endEvening(tableId: string): Promise<void> {
  const { client } = await session();
  const r = await client.mutation(END_EVENING, { tableId }).toPromise();
  if (r.error) throw r.error;
}
