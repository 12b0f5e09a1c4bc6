import { hostname } from 'node:os';
import { Counter, createPool, Gauge, instrumentRedis, runService } from '@spielcenter/kit';
import { migrateRecord, RecordConsumer, serveRecord } from '@spielcenter/record';
import { Redis } from 'ioredis';
import { BookingConsumer } from './consumer.js';
import { migrateLedger } from './ledger.js';

void runService('ranking', async ({ env, log, health, nc }) => {
  const pool = createPool(env.DATABASE_URL, 4);
  const applied = await migrateLedger(pool);
  const recordApplied = await migrateRecord(pool);
  if (applied.length + recordApplied.length > 0)
    log.info({ applied: [...applied, ...recordApplied.map((m) => `record/${m}`)] }, 'migrations applied');
  const redis = instrumentRedis(new Redis(env.REDIS_URL, { maxRetriesPerRequest: 3 }));
  const consumer = new BookingConsumer(redis, pool, log, { consumer: `${hostname()}-${process.pid}` });
  await consumer.start();
  // The player's record (services/record): finished games from the tables, the Bandenbuch, the
  // statistics, and what a Speedcoup line-up may start (record.prepare).
  const records = new RecordConsumer(redis, pool, log, { consumer: `${hostname()}-${process.pid}` });
  await records.start();
  const recordService = await serveRecord(nc, log, { pool, consumer: records });
  // The consumer group's backlog, read from Redis at scrape time (one value for all instances).
  new Gauge({
    name: 'spielcenter_ranking_consumer_lag',
    help: 'Bookings in the stream not yet delivered to the ranking consumer group',
    async collect() {
      const { lag } = await consumer.backlog().catch(() => ({ lag: null }));
      if (lag !== null) this.set(lag);
    },
  });
  new Gauge({
    name: 'spielcenter_ranking_consumer_pending',
    help: 'Bookings delivered to the ranking consumer group and not yet acknowledged',
    async collect() {
      const { pending } = await consumer.backlog().catch(() => ({ pending: 0 }));
      this.set(pending);
    },
  });
  let counted = 0;
  new Counter({
    name: 'spielcenter_ranking_bookings_total',
    help: 'Bookings this instance recorded in the ledger and projected',
    collect() {
      this.inc(consumer.booked - counted);
      counted = consumer.booked;
    },
  });
  health.addCheck('redis', () => redis.status === 'ready');
  health.addCheck('postgres', async () => (await pool.query('select 1')).rowCount === 1);
  return {
    async stop() {
      await recordService.stop();
      await consumer.stop();
      await records.stop();
      redis.disconnect();
      await pool.end();
    },
  };
});
