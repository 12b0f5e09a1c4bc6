/**
 * Configuration from the environment, with defaults that work on a developer machine where the
 * launcher (npm start) has brought up NATS, Redis, Postgres and Temporal on their standard ports.
 */
import { z } from 'zod';

const baseSchema = z.object({
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/spielcenter'),
  TEMPORAL_ADDRESS: z.string().default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().default('default'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Port of the health/readiness endpoint; 0 picks a free one. */
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** How long a graceful shutdown may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
});

export type BaseEnv = z.infer<typeof baseSchema>;

/**
 * Reads the base settings plus a service's own (a zod object shape). A bad value stops the
 * service at start with a message naming the variable.
 */
export function loadConfig<T extends z.ZodRawShape>(
  extra?: T,
  env: NodeJS.ProcessEnv = process.env,
): BaseEnv & z.infer<z.ZodObject<T>> {
  const schema = extra ? baseSchema.extend(extra) : baseSchema;
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`invalid configuration:\n${lines}`);
  }
  return parsed.data as BaseEnv & z.infer<z.ZodObject<T>>;
}
