// Every task handler registers itself on import; the modules come from their one list, MODULES.
import './steps/interpreter.js';
import './phases/roll.js';
import './phases/playCard.js';
import './phases/actionPhase.js';
import './phases/girlMove.js';
import './phases/search.js';
import './phases/killerAction.js';
import './phases/turn.js';
import { MODULES } from './modules/index.js';
import { registerModule } from './modules/registry.js';

for (const m of Object.values(MODULES)) registerModule(m);
