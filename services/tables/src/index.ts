export { createActivities, type TableActivities } from './activities.js';
export { clockFor, isRoundEnd, pauseAfter } from './pacing.js';
export { publishStep } from './publisher.js';
export * from './shared.js';
export { TableMachine } from './table-machine.js';
export { createTablesWorker, workflowsPath } from './worker.js';
