import { ruleServiceMain } from '@spielcenter/kit';
import { engine } from './index.js';

ruleServiceMain('hokus', engine);
