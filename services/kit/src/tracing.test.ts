// Trace context over real NATS: a request made inside a span carries `traceparent` in its headers,
// the service's handler span is the request span's child in the same trace, and log lines written
// inside it carry the trace id. Spans are kept by an in-memory exporter of this process.
import type { NatsConnection } from '@nats-io/transport-node';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestJson } from './client.js';
import { loadConfig } from './config.js';
import { createLogger } from './log.js';
import { connectNats } from './nats.js';
import { JsonService } from './service.js';
import { inSpan } from './tracing.js';

const exporter = new InMemorySpanExporter();
const subject = `kit.trace.${process.pid}x${Date.now()}`;
const lines: string[] = [];
const log = createLogger('trace-test', 'info', { write: (line: string) => void lines.push(line) });
let nc: NatsConnection;
let svc: JsonService;

beforeAll(async () => {
  // The W3C propagator and the async-hooks context manager, as NodeTracerProvider.register does.
  new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }).register();
  nc = await connectNats({ url: loadConfig().NATS_URL, name: 'trace-test' });
  svc = await JsonService.start(
    nc,
    { name: 'trace-test', version: '0.1.0', queue: `trace-test-${process.pid}` },
    log,
  );
  svc.endpoint('echo', subject, z.object({ n: z.number() }), ({ n }) => {
    log.info({ n }, 'handled');
    return { n };
  });
});
afterAll(async () => {
  await svc.stop();
  await nc.drain();
});

describe('trace context in NATS headers', () => {
  it('makes the handler a child of the request, and its log lines carry the trace id', async () => {
    const traceId = await inSpan('caller', {}, async (span) => {
      await expect(requestJson(nc, subject, { n: 7 })).resolves.toEqual({ n: 7 });
      return span.spanContext().traceId;
    });
    const spans = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
    const byName = new Map(spans.map((s) => [s.name, s]));
    const caller = byName.get('caller');
    const request = byName.get('nats kit.trace.*');
    const handler = byName.get('echo');
    expect(request?.parentSpanId).toBe(caller?.spanContext().spanId);
    expect(handler?.parentSpanId).toBe(request?.spanContext().spanId);
    const handled = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'handled');
    expect(handled).toMatchObject({ trace_id: traceId, span_id: handler?.spanContext().spanId });
  });
});
