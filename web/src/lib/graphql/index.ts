export { newClientId, sendAction } from './act';
export { session, type Session } from './client';
export { isAuthError, type UiError, uiError } from './errors';
export * from './operations';
