export { RECORD_GROUP, RecordConsumer, type RecordConsumerOptions } from './consumer.js';
export { type PageView } from './coup.js';
export { recordErrors } from './errors.js';
export { type GameStats, statsFrom } from './stats.js';
export { serveRecord } from './service.js';
export { migrateRecord, playerGames, SCHEMA as RECORD_SCHEMA } from './store.js';
