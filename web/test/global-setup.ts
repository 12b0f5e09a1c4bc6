/** Starts the whole stack once for every browser test file; they find it with inject('webUrl'). */
import type { TestProject } from 'vitest/node';
import { startStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    gatewayUrl: string;
    /** The stack's processes (test/starting.test.ts stops the tables worker a while). */
    pids: Record<string, number>;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stack = await startStack();
  project.provide('webUrl', stack.webUrl);
  project.provide('gatewayUrl', stack.gatewayUrl);
  project.provide('pids', { ...stack.pids });
  return () => stack.stop();
}
