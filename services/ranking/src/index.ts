export { BookingConsumer, type ConsumerOptions, GROUP } from './consumer.js';
export { allBookings, migrateLedger, record, SCHEMA } from './ledger.js';
export { project, registerDailyStart, renamePlayer } from './projection.js';
export {
  type Board,
  type BoardEntry,
  type DailyBoard,
  type DailyListEntry,
  readBoard,
  readDailyList,
} from './read.js';
export { rebuild } from './rebuild.js';
