/** The Speedboss rule service process: rules.boss.* on NATS. */
import { ruleServiceMain } from '@spielcenter/kit';
import { engine } from './index.js';

ruleServiceMain('boss', engine);
