/** The Speedcoup rule service process: rules.coup.* on NATS. */
import { ruleServiceMain } from '@spielcenter/kit';
import { engine } from './rules/engine.js';

ruleServiceMain('coup', engine);
