import type { PageLoad } from './$types';

export const load: PageLoad = ({ params }) => ({ tableId: params.id });
