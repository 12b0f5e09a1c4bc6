/** Argument validation with zod: a failure becomes GATEWAY_BAD_INPUT naming the field. */
import { actionSchema, zodReason } from '@spielcenter/proto';
import { z } from 'zod';
import { gatewayError } from './errors.js';

export { tableIdSchema } from '@spielcenter/proto';
export const clientIdSchema = z.string().min(1).max(64);
export { actionSchema };

export function parseArg<T extends z.ZodType>(schema: T, value: unknown, field: string): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw gatewayError('GATEWAY_BAD_INPUT', { reason: zodReason(parsed.error, [field]) });
}
