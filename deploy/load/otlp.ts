/**
 * An in-memory OTLP/HTTP trace receiver for the measurement's tail analysis (`--trace`): the
 * stack's processes export their spans here (OTEL_EXPORTER_OTLP_ENDPOINT, JSON encoding), kept
 * by trace id with their service, start, end and events (epoch ms).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Span {
  readonly service: string;
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId: string;
  readonly name: string;
  readonly start: number;
  readonly end: number;
  readonly events: readonly { readonly name: string; readonly at: number }[];
}

interface OtlpJson {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        startTimeUnixNano?: string | number;
        endTimeUnixNano?: string | number;
        events?: { name: string; timeUnixNano?: string | number }[];
      }[];
    }[];
  }[];
}

const ms = (nano: string | number | undefined) => Number(BigInt(nano ?? 0) / 1000n) / 1000;

export async function startTraceReceiver() {
  const byTrace = new Map<string, Span[]>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') return void res.writeHead(404).end();
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpJson;
        for (const rs of body.resourceSpans ?? []) {
          const service =
            rs.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
          for (const ss of rs.scopeSpans ?? [])
            for (const s of ss.spans ?? []) {
              const list = byTrace.get(s.traceId) ?? [];
              list.push({
                service,
                traceId: s.traceId,
                spanId: s.spanId,
                parentSpanId: s.parentSpanId ?? '',
                name: s.name,
                start: ms(s.startTimeUnixNano),
                end: ms(s.endTimeUnixNano),
                events: (s.events ?? []).map((e) => ({ name: e.name, at: ms(e.timeUnixNano) })),
              });
              byTrace.set(s.traceId, list);
            }
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans: (traceId: string): readonly Span[] => byTrace.get(traceId) ?? [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
