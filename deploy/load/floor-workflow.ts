/**
 * The Update floor's workflow (deploy/load/floor.ts): an Update handler that answers at once, and a
 * signal that ends it. Nothing else: its round trip is what any Update costs on this server.
 */
import { condition, defineSignal, defineUpdate, setHandler } from '@temporalio/workflow';

export const ping = defineUpdate<number, [number]>('ping');
export const done = defineSignal('done');

export async function floorWorkflow(): Promise<void> {
  let finished = false;
  setHandler(ping, (n: number) => n);
  setHandler(done, () => {
    finished = true;
  });
  await condition(() => finished);
}
