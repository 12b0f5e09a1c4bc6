// npm run rebuild -w services/ranking: rebuilds the leaderboards in Redis from the Postgres ledger.
import { createPool, loadConfig } from '@spielcenter/kit';
import { Redis } from 'ioredis';
import { rebuild } from './rebuild.js';

const env = loadConfig();
const pool = createPool(env.DATABASE_URL, 2);
const redis = new Redis(env.REDIS_URL);
const started = Date.now();
const { bookings } = await rebuild(redis, pool);
process.stdout.write(`${JSON.stringify({ bookings, ms: Date.now() - started })}\n`);
redis.disconnect();
await pool.end();
