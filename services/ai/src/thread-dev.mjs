// Development/test entry of a pool thread: loads the TypeScript thread through tsx.
import { register } from 'tsx/esm/api';

register();
await import('./thread.ts');
