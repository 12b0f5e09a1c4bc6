import { hostname } from 'node:os';
import { createPool, runService } from '@spielcenter/kit';
import { Redis } from 'ioredis';
import { BookingConsumer } from './consumer.js';
import { migrateLedger } from './ledger.js';

void runService('ranking', async ({ env, log, health }) => {
  const pool = createPool(env.DATABASE_URL, 4);
  const applied = await migrateLedger(pool);
  if (applied.length > 0) log.info({ applied }, 'migrations applied');
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 3 });
  const consumer = new BookingConsumer(redis, pool, log, { consumer: `${hostname()}-${process.pid}` });
  await consumer.start();
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
