// Development entry of a tournament thread: loads the TypeScript worker through tsx.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
