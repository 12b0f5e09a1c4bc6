export { createActivities, type TableActivities } from './activities.js';
export * from './shared.js';
export { createTablesWorker, workflowsPath } from './worker.js';
