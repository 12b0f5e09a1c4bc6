export { newClientId, sendAction } from './act';
export { type Session, session } from './client';
export { isAuthError, type UiError, uiError } from './errors';
export * from './operations';
