import { ruleServiceMain } from '@spielcenter/kit';
import { engine } from './rules/engine.js';

ruleServiceMain('cruise', engine);
