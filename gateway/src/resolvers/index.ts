export { JSONScalar } from './json-scalar.js';
export { mutationResolvers } from './mutations.js';
export { playResolvers } from './play.js';
export { queryResolvers } from './queries.js';
export { rankingResolvers } from './ranking.js';
export { SeatSnapshotScalar } from './snapshot-scalar.js';
export { subscriptionResolvers } from './subscription.js';
