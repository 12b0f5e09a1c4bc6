import { GAMES, gameModule } from '$lib/games';
import type { PageLoad } from './$types';

// A game's rules page text is its module's (`web/src/lib/games/<game>/rules.ts`).
export const load: PageLoad = ({ params }) => {
  const module = gameModule(params.game);
  return {
    id: params.game,
    name: module?.declaration.meta.name ?? null,
    rules: module?.rules ?? null,
    names: GAMES.map((g) => g.declaration.meta.name),
  };
};
