/**
 * The gateway's metrics: GraphQL operations (rate, errors by code, duration) by operation (its
 * type and root field, a bounded set), act → push latency (from an act's arrival to the push of
 * the seat's next snapshot to a subscriber on this gateway), and the live seat subscriptions.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { Counter, Gauge, Histogram, LATENCY_BUCKETS, renameActiveSpan } from '@spielcenter/kit';
import type { GatewayContext } from './context.js';
import type { LiveSeats } from './seat-stream.js';

const operationSeconds = new Histogram({
  name: 'spielcenter_graphql_operation_seconds',
  help: 'GraphQL operations over HTTP, by operation (type.rootField) and outcome (ok, error)',
  labelNames: ['operation', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
});
const operationErrors = new Counter({
  name: 'spielcenter_graphql_errors_total',
  help: 'Errors answered to GraphQL operations, by operation and error code',
  labelNames: ['operation', 'code'] as const,
});
const actPush = new Histogram({
  name: 'spielcenter_act_push_seconds',
  help: 'From an act arriving at the gateway to the push of that seat’s next snapshot, by game',
  labelNames: ['game'] as const,
  buckets: LATENCY_BUCKETS,
});

const CODE = /^[A-Z][A-Z0-9_]{0,60}$/;

/** Apollo plugin: times each operation and counts its errors by code. */
export const operationMetrics: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    const start = performance.now();
    let operation = 'invalid';
    return {
      async didResolveOperation({ operation: op }) {
        const field = op?.selectionSet.selections.find((s) => s.kind === 'Field');
        operation = `${op?.operation ?? 'unknown'}.${field?.kind === 'Field' ? field.name.value : 'unknown'}`;
        renameActiveSpan(`graphql ${operation}`);
      },
      async willSendResponse({ response }) {
        const errors = response.body.kind === 'single' ? (response.body.singleResult.errors ?? []) : [];
        operationSeconds.observe(
          { operation, outcome: errors.length > 0 ? 'error' : 'ok' },
          (performance.now() - start) / 1000,
        );
        for (const e of errors) {
          const code = String(e.extensions?.code ?? 'UNKNOWN');
          operationErrors.inc({ operation, code: CODE.test(code) ? code : 'OTHER' });
        }
      },
    };
  },
};

/** Acts waiting for their push: `${tableId}|${seat}` → performance.now() of the act's arrival. */
const acts = new Map<string, number>();
const FORGET_MS = 30_000;

export function actArrived(tableId: string, seat: number): void {
  const now = performance.now();
  if (acts.size > 10_000) for (const [key, at] of acts) if (now - at > FORGET_MS) acts.delete(key);
  acts.set(`${tableId}|${seat}`, now);
}

/** A seat's snapshot went out to a subscriber: closes the act → push interval of that seat. */
export function snapshotPushed(tableId: string, seat: number, game: string): void {
  const key = `${tableId}|${seat}`;
  const at = acts.get(key);
  if (at === undefined) return;
  acts.delete(key);
  actPush.observe({ game }, (performance.now() - at) / 1000);
}

const gateways = new Set<LiveSeats>();
new Gauge({
  name: 'spielcenter_seat_subscriptions',
  help: 'Live seat subscriptions (one per player and table stream) on this gateway',
  collect() {
    this.set([...gateways].reduce((n, live) => n + live.size, 0));
  },
});

/** Counts a gateway's live seat streams in spielcenter_seat_subscriptions; returns the undo. */
export function countSeats(live: LiveSeats): () => void {
  gateways.add(live);
  return () => gateways.delete(live);
}
