export { Accounts, type AccountsOptions, type Caller, type LoggedIn, newPlayerId } from './accounts.js';
export { type AccountsErrorCode, accountsErrors } from './errors.js';
export { migrateAll } from './migrate.js';
export { NAME_MAX, NAME_MIN, nameKey } from './names.js';
export { PASSWORD_MIN } from './password.js';
export { SESSION_COOKIE, SESSIONS_ENDED_SUBJECT, type Session } from './sessions.js';
export { type Account, DELETED_NAME, SCHEMA } from './store.js';
