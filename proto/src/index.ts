export * from './engine.js';
export * from './errors.js';
export * from './games.js';
export * from './messages.js';
export * from './rng.js';
export * from './subjects.js';
export * from './step.js';
export * from './table.js';
