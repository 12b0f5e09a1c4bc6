export * from './client.js';
export * from './config.js';
export * from './health.js';
export * from './lifecycle.js';
export * from './log.js';
export * from './nats.js';
export * from './rules-service.js';
export * from './service.js';
