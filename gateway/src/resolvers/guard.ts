/** Wraps a resolver so that whatever it throws reaches the client as a coded error (and is logged when unexpected). */

import { isRuleError } from '@spielcenter/proto';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';
import { toGraphQLError } from '../errors.js';

export function guard<A, R>(
  name: string,
  fn: (args: A, ctx: GatewayContext) => Promise<R>,
): (parent: unknown, args: A, ctx: GatewayContext) => Promise<R> {
  return async (_parent, args, ctx) => {
    try {
      return await fn(args, ctx);
    } catch (error) {
      // Coded refusals (rule errors, GraphQL errors) are answers; anything else is logged.
      if (!(error instanceof GraphQLError) && !isRuleError(error)) {
        ctx.deps.log.error({ err: error, resolver: name, playerId: ctx.guest?.playerId }, 'resolver failed');
      }
      throw toGraphQLError(error);
    }
  };
}
