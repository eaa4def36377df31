// Every task handler and module registers itself on import; this file is the one list of them.
import './steps/interpreter.js';
import './phases/roll.js';
import './phases/playCard.js';
import './phases/actionPhase.js';
import './phases/girlMove.js';
import './phases/search.js';
import './phases/killerAction.js';
import './phases/turn.js';
import './modules/volkar/index.js';
import './modules/pesadillaVerde/index.js';
import './modules/berith/index.js';
import './modules/larmesAbbey/index.js';
import './modules/zombies/index.js';
import './modules/hunter/index.js';
import './modules/islaLagarto/index.js';
import './modules/raptors/index.js';
