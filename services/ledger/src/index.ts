export { type LedgerErrorCode, ledgerErrors } from './errors.js';
export {
  type Audit,
  type Closing,
  escrowOf,
  Ledger,
  type LedgerOptions,
  migrateTaler,
  type Payout,
  purseOf,
  type Reserved,
  SCHEMA as LEDGER_SCHEMA,
  START_PURSE,
  type Settlement,
  type Standing,
  type StatementEntry,
  stakeKey,
  TOP_UP_FLOOR,
} from './ledger.js';
