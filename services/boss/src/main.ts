/** The Speedboss rule service process: rules.boss.* on NATS (the kit's serveEngine is the adapter). */
import { ruleServiceMain } from '@spielcenter/kit';
import { engine } from './rules/engine.js';

ruleServiceMain('boss', engine);
