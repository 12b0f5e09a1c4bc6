export * from './config.js';
export type { GatewayContext, GatewayDeps } from './context.js';
export * from './errors.js';
export * from './identity.js';
export * from './quick-game.js';
export { LiveSeats } from './seat-stream.js';
export { type GatewayOptions, type RunningGateway, startGateway } from './server.js';
export * from './table-meta.js';
