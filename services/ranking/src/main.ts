import { hostname } from 'node:os';
import { Counter, createPool, Gauge, instrumentRedis, runService } from '@spielcenter/kit';
import { Redis } from 'ioredis';
import { BookingConsumer } from './consumer.js';
import { migrateLedger } from './ledger.js';

void runService('ranking', async ({ env, log, health }) => {
  const pool = createPool(env.DATABASE_URL, 4);
  const applied = await migrateLedger(pool);
  if (applied.length > 0) log.info({ applied }, 'migrations applied');
  const redis = instrumentRedis(new Redis(env.REDIS_URL, { maxRetriesPerRequest: 3 }));
  const consumer = new BookingConsumer(redis, pool, log, { consumer: `${hostname()}-${process.pid}` });
  await consumer.start();
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
      await consumer.stop();
      redis.disconnect();
      await pool.end();
    },
  };
});
