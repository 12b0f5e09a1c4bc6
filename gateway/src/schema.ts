/** The executable schema: proto's SDL (read at start) with the gateway's resolvers. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { adviceResolvers } from './advice.js';
import { accountMutationResolvers, accountResolvers } from './resolvers/accounts.js';
import { chatMutationResolvers, chatSubscriptionResolvers } from './resolvers/chat.js';
import { recordMutationResolvers, recordResolvers } from './resolvers/record.js';
import {
  JSONScalar,
  mutationResolvers,
  playResolvers,
  queryResolvers,
  rankingResolvers,
  SeatSnapshotScalar,
  subscriptionResolvers,
} from './resolvers/index.js';
import {
  tableMutationResolvers,
  tableQueryResolvers,
  tableSubscriptionResolvers,
} from './resolvers/tables.js';
import { talerAccountResolvers, talerQueryResolvers } from './resolvers/taler.js';

export function schemaSdl(): string {
  const path = createRequire(import.meta.url).resolve('@spielcenter/proto/schema.graphql');
  return readFileSync(path, 'utf8');
}

export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: schemaSdl(),
    resolvers: {
      JSON: JSONScalar,
      SeatSnapshot: SeatSnapshotScalar,
      ...accountResolvers,
      Account: { ...accountResolvers.Account, ...talerAccountResolvers },
      Query: {
        ...queryResolvers,
        ...tableQueryResolvers,
        ...adviceResolvers,
        ...rankingResolvers,
        ...recordResolvers,
        ...talerQueryResolvers,
      },
      Mutation: {
        ...mutationResolvers,
        ...playResolvers,
        ...tableMutationResolvers,
        ...chatMutationResolvers,
        ...accountMutationResolvers,
        ...recordMutationResolvers,
      },
      Subscription: { ...subscriptionResolvers, ...tableSubscriptionResolvers, ...chatSubscriptionResolvers },
    },
  });
}
