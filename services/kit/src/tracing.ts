/**
 * OpenTelemetry traces: on when OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)
 * is set, exported over OTLP/HTTP; off otherwise (the API's no-op tracer, nothing recorded). The
 * provider registers the W3C trace-context propagator, so a `traceparent` that arrives over HTTP or
 * in NATS headers continues its trace; Temporal carries it through its own headers (the SDK's
 * OpenTelemetry interceptors). OTEL_SERVICE_NAME overrides the service name; the standard
 * OTEL_EXPORTER_OTLP_* variables (headers, timeout) apply as the exporter reads them.
 */
import {
  type Context,
  context,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { Resource } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

export interface Tracing {
  readonly resource: Resource;
  /** For the Temporal worker's workflow span sink. */
  readonly spanProcessor: SpanProcessor;
  shutdown(): Promise<void>;
}

let current: Tracing | null = null;

/** Whether the environment asks for traces. */
export function tracingWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/**
 * Starts tracing for this process when the environment asks for it (once; later calls return the
 * same). Returns null when tracing is off.
 */
export function startTracing(service: string, env: NodeJS.ProcessEnv = process.env): Tracing | null {
  if (current || !tracingWanted(env)) return current;
  const resource = new Resource({
    'service.name': env.OTEL_SERVICE_NAME ?? service,
    'service.namespace': 'spielcenter',
  });
  const spanProcessor = new BatchSpanProcessor(new OTLPTraceExporter(), { scheduledDelayMillis: 500 });
  const provider = new NodeTracerProvider({ resource, spanProcessors: [spanProcessor] });
  provider.register();
  current = { resource, spanProcessor, shutdown: () => provider.shutdown() };
  return current;
}

/**
 * Whether this process records traces. Off (no OTLP endpoint), the hot paths skip spans and trace
 * headers altogether: a NATS request then carries no headers at all (issue 37).
 */
export function tracingActive(): boolean {
  if (current !== null) return true;
  // A provider registered otherwise (a test's own, an embedding program's).
  const provider = trace.getTracerProvider() as { getDelegate?: () => object };
  return provider.getDelegate?.().constructor.name !== 'NoopTracerProvider';
}

/** The tracer of the project's own spans (the gateway's operations, NATS requests and handlers). */
export const tracer = () => trace.getTracer('spielcenter');

/** The trace and span id of the active span, for log lines (empty when there is none). */
export function traceFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const c = span.spanContext();
  return trace.isSpanContextValid(c) ? { trace_id: c.traceId, span_id: c.spanId } : {};
}

/** Runs `fn` in a new span (child of `parent`, default the active context), ending it after. */
export async function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Record<string, string | number>; parent?: Context },
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = options.parent ?? context.active();
  const span = tracer().startSpan(
    name,
    {
      kind: options.kind ?? SpanKind.INTERNAL,
      ...(options.attributes ? { attributes: options.attributes } : {}),
    },
    parent,
  );
  try {
    return await context.with(trace.setSpan(parent, span), () => fn(span));
  } catch (err) {
    span.recordException(err instanceof Error ? err : String(err));
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw err;
  } finally {
    span.end();
  }
}

/** Marks a moment in the active span (when traces are on): the measurement's hops of an act. */
export function spanEvent(name: string): void {
  trace.getActiveSpan()?.addEvent(name);
}

/** Names the active span after what it turned out to be (the gateway's GraphQL operation). */
export function renameActiveSpan(name: string): void {
  trace.getActiveSpan()?.updateName(name);
}

/** Writes the active trace context into a carrier (`traceparent`, `tracestate`). */
export function injectContext(set: (key: string, value: string) => void): void {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  for (const [k, v] of Object.entries(carrier)) set(k, v);
}

/** The context a carrier's `traceparent` names (the active one when there is none). */
export function extractContext(get: (key: string) => string | undefined): Context {
  return propagation.extract(
    context.active(),
    {},
    {
      keys: () => ['traceparent', 'tracestate'],
      get: (_carrier, key) => get(key),
    },
  );
}

export { SpanKind };
