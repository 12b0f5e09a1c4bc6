// Integration test against the real NATS server (127.0.0.1:4222 unless NATS_URL says otherwise).
import { Svcm } from '@nats-io/services';
import type { NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestJson } from '../client.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../log.js';
import { connectNats } from '../nats.js';
import type { JsonService } from '../service.js';
import { exampleSubjects, startExampleService } from './service.js';

let nc: NatsConnection;
let svc: JsonService;
const log = createLogger('test', 'silent');

beforeAll(async () => {
  nc = await connectNats({ url: loadConfig().NATS_URL, name: 'kit-test' });
  svc = await startExampleService(nc, log);
});
afterAll(async () => {
  await nc.drain();
});

describe('example service over real NATS', () => {
  it('answers a request', async () => {
    await expect(requestJson(nc, exampleSubjects.sum, { numbers: [1, 2, 3.5] })).resolves.toEqual({
      sum: 6.5,
    });
  });

  it('refuses a bad message with a coded error in German and English', async () => {
    await expect(requestJson(nc, exampleSubjects.sum, { numbers: 'no' })).rejects.toMatchObject({
      code: 'COMMON_BAD_MESSAGE',
      de: expect.stringContaining('ungültig'),
      en: expect.stringContaining('invalid'),
    });
    const raw = await nc.request(exampleSubjects.sum, 'not json{', { timeout: 2000 });
    expect(raw.json()).toMatchObject({ ok: false, error: { code: 'COMMON_BAD_MESSAGE' } });
    expect(raw.headers?.get('Nats-Service-Error-Code')).toBe('400');
  });

  it('is discoverable through the NATS service API with stats', async () => {
    const client = new Svcm(nc).client();
    const infos = [];
    for await (const info of await client.info('kit-example')) infos.push(info);
    expect(infos.length).toBeGreaterThanOrEqual(1);
    expect(infos[0]?.endpoints.map((e) => e.subject)).toContain(exampleSubjects.sum);
    const stats = await svc.service.stats();
    const sum = stats.endpoints?.find((e) => e.name === 'sum');
    expect(sum?.num_requests).toBeGreaterThanOrEqual(2);
  });

  it('finishes in-flight work on a graceful stop, then takes no more', async () => {
    const own = await connectNats({ url: loadConfig().NATS_URL, name: 'kit-test-2' });
    // A separate queue group-less instance so the stop is observable: the request goes to whichever
    // instance answers; both finish it, because stop waits for in-flight requests.
    const second = await startExampleService(own, log);
    const pending = requestJson<{ slept: number }>(nc, exampleSubjects.sleep, { ms: 300 });
    await new Promise((r) => setTimeout(r, 50));
    const stopped = second.stop();
    await expect(pending).resolves.toEqual({ slept: 300 });
    await stopped;
    expect(second.inflightCount).toBe(0);
    await own.drain();
  });
});
