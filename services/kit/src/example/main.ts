import { runService } from '../lifecycle.js';
import { startExampleService } from './service.js';

void runService('kit-example', async ({ nc, log }) => {
  const svc = await startExampleService(nc, log);
  return { stop: () => svc.stop() };
});
