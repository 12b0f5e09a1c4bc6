/**
 * The SeatSnapshot scalar: a seat's snapshot exactly as proto's seatSnapshotSchema defines it (one
 * definition for the table service, the gateway and the web). It only ever goes out.
 */
import { GraphQLScalarType } from 'graphql';
import { gatewayError } from '../errors.js';

export const SeatSnapshotScalar = new GraphQLScalarType({
  name: 'SeatSnapshot',
  description: "A seat's snapshot (proto/src/snapshot.ts, seatSnapshotSchema).",
  serialize: (value) => value,
  parseValue: () => {
    throw gatewayError('GATEWAY_BAD_INPUT', { reason: 'a SeatSnapshot is never an input' });
  },
  parseLiteral: () => {
    throw gatewayError('GATEWAY_BAD_INPUT', { reason: 'a SeatSnapshot is never an input' });
  },
});
