/** The Speedboss rule service process: rules.boss.* on NATS. */
import { ruleServiceMain } from '@spielcenter/kit';
import { engine } from './rules/engine.js';

ruleServiceMain('boss', engine);
