import { runService } from '@spielcenter/kit';
import { DecisionPool } from './pool.js';
import { startAiService } from './service.js';

const threads = Number(process.env.AI_THREADS ?? 0);

void runService('ai', async ({ nc, log, health }) => {
  const pool = new DecisionPool(threads > 0 ? threads : undefined);
  const svc = await startAiService(nc, pool, log);
  health.addCheck('pool', () => pool.size > 0);
  log.info({ threads: pool.size }, 'decision pool started');
  return {
    async stop() {
      await svc.stop();
      await pool.close();
    },
  };
});
