import { isGameId } from '@spielcenter/proto';
import type { PageLoad } from './$types';
import { RULES } from './rules';

export const load: PageLoad = ({ params }) => ({
  id: params.game,
  rules: isGameId(params.game) ? RULES[params.game] : null,
});
