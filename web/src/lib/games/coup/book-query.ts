/** Asks the server for the Bandenbuch (GraphQL `bandenbuch`) and the player's own page. */
import { session } from '$lib/graphql/client';
import { BANDENBUCH, ME } from '$lib/graphql/operations';
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
