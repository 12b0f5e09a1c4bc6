import { isGameId } from '@spielcenter/proto';
import { error } from '@sveltejs/kit';
import type { PageLoad } from './$types';

export const load: PageLoad = ({ params }) => {
  if (!isGameId(params.game)) error(404, 'Dieses Spiel gibt es hier nicht.');
  return { game: params.game };
};
