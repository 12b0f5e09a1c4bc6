/**
 * Typed GraphQL documents (gql.tada): the operations' types come from the gateway's SDL
 * (proto/src/graphql/schema.graphql, introspected into graphql-env.d.ts by `gql.tada generate
 * output`, which `npm run typecheck -w web` runs first), the SeatSnapshot scalar from proto's zod
 * schema. Why gql.tada and not GraphQL Code Generator: no generated code per document, the types
 * follow the document as it is written, one small dependency.
 */
import type { SeatSnapshot } from '@spielcenter/proto';
import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env';

export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { JSON: unknown; SeatSnapshot: SeatSnapshot; ID: string };
}>();
