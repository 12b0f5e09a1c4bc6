/**
 * The kit's example service: the smallest complete service, as a model for new ones.
 *   kit.example.sum   { numbers: number[] } → { sum }
 *   kit.example.sleep { ms }                → { slept } (lets tests watch a graceful shutdown)
 */
import type { NatsConnection } from '@nats-io/transport-node';
import { z } from 'zod';
import type { Logger } from '../log.js';
import { JsonService } from '../service.js';

export const exampleSubjects = { sum: 'kit.example.sum', sleep: 'kit.example.sleep' } as const;

export async function startExampleService(nc: NatsConnection, log: Logger): Promise<JsonService> {
  const svc = await JsonService.start(
    nc,
    { name: 'kit-example', version: '0.1.0', description: 'example service', queue: 'kit-example' },
    log,
  );
  svc.endpoint(
    'sum',
    exampleSubjects.sum,
    z.object({ numbers: z.array(z.number()).max(10_000) }),
    ({ numbers }) => ({
      sum: numbers.reduce((a, b) => a + b, 0),
    }),
  );
  svc.endpoint(
    'sleep',
    exampleSubjects.sleep,
    z.object({ ms: z.number().int().min(0).max(5000) }),
    async ({ ms }) => {
      await new Promise((r) => setTimeout(r, ms));
      return { slept: ms };
    },
  );
  return svc;
}
