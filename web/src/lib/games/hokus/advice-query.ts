/** The `advice` query (the kit's), asked when the player presses the bulb or R. */
import { askAdvice } from '$lib/table/kit/advice';
import { type Advice, adviceFrom } from './advice';

export async function fetchAdvice(tableId: string): Promise<Advice> {
  const { advice, error } = await askAdvice(tableId);
  return adviceFrom(advice, error);
}
