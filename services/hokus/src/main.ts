/** The Speedhokus rule service process: `rules.hokus.*` on NATS. */
import { ruleServiceMain } from '@spielcenter/kit';
import { engine } from './index.js';

ruleServiceMain('hokus', engine);
