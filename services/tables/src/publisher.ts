/**
 * Publishes a table step: every seat's snapshot (and the spectator's) goes to Redis for reads and
 * to the seat's NATS subject for pushes. Redis is a projection the workflow can rebuild at any time.
 */
import type { NatsConnection } from '@nats-io/transport-node';
import {
  type ClockInfo,
  eventsFor,
  type GameEvent,
  type Outcome,
  redisKeys,
  type SeatSnapshot,
  type StepResult,
  subjects,
  type TableEvent,
} from '@spielcenter/proto';
import type { Redis } from 'ioredis';
import type { PublishContext } from './shared.js';

/** Snapshots stay readable a day after the last step. */
const TTL_SECONDS = 24 * 3600;

export interface PublishInput {
  readonly ctx: PublishContext;
  readonly version: number;
  readonly step: Pick<StepResult, 'views' | 'spectator' | 'toAct' | 'legal' | 'outcome'>;
  readonly events: readonly GameEvent[];
  readonly tableEvents: readonly TableEvent[];
  readonly clock: ClockInfo | null;
  readonly closed?: boolean;
}

function snapshot(input: PublishInput, seat: number | null, view: unknown): SeatSnapshot {
  const { ctx, step } = input;
  const tableEvents = input.tableEvents.filter(
    (e) => !Array.isArray(e.to) || (seat !== null && e.to.includes(seat)),
  );
  return {
    tableId: ctx.tableId,
    game: ctx.game,
    seat,
    version: input.version,
    view,
    legal: seat === null ? [] : (step.legal[String(seat)] ?? []),
    toAct: step.toAct,
    clock: input.clock,
    events: [...eventsFor(input.events, seat), ...tableEvents],
    outcome: step.outcome as Outcome | null,
    seats: ctx.seats.map((s) =>
      s.kind === 'computer' ? { name: s.name, kind: s.kind, level: s.level } : { name: s.name, kind: s.kind },
    ),
    settings: { clockSeconds: ctx.clockSeconds, tempo: ctx.tempo },
    ...(input.closed ? { closed: true } : {}),
  };
}

export async function publishStep(nc: NatsConnection, redis: Redis, input: PublishInput): Promise<void> {
  const { ctx } = input;
  const multi = redis.multi();
  const messages: [string, string][] = [];
  input.step.views.forEach((view, seat) => {
    const json = JSON.stringify(snapshot(input, seat, view));
    multi.set(redisKeys.seatView(ctx.tableId, seat), json, 'EX', TTL_SECONDS);
    messages.push([subjects.seat(ctx.tableId, seat), json]);
  });
  const spectator = JSON.stringify(snapshot(input, null, input.step.spectator));
  multi.set(redisKeys.spectatorView(ctx.tableId), spectator, 'EX', TTL_SECONDS);
  messages.push([subjects.spectator(ctx.tableId), spectator]);
  await multi.exec();
  for (const [subject, json] of messages) nc.publish(subject, json);
}
