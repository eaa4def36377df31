import type { Step } from '../content/steps.js';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * A short English label for a list of steps, for decision buttons ("+1 Time, recover 1 Health").
 * `brief`: the button's wording where the label's is long ("1 damage to an Enemy here").
 */
export function describeSteps(steps: readonly Step[], brief = false): string {
  if (steps.length === 0) return 'nothing';
  return steps.map((st) => describeStep(st, brief)).join(', ');
}

function describeStep(step: Step, brief: boolean): string {
  switch (step.do) {
    case 'time':
      return `${signed(step.n)} Time`;
    case 'horror':
      return `${signed(step.n)} Horror`;
    case 'heal':
      return `recover ${step.n} Health`;
    case 'loseHealth':
      return `lose ${step.n} Health`;
    case 'move':
      return `move ${step.n}`;
    case 'bonusDice':
      return `+${step.n} ${step.n === 1 ? 'die' : 'dice'} next roll`;
    case 'search':
      return 'search';
    case 'takeCard':
      return `take a ${step.card.replace(/-/g, ' ')} card`;
    case 'bloodlust':
      return `+${step.n} Bloodlust`;
    case 'damage':
      return `${step.n} damage`;
    case 'strike':
      return `${step.n} damage to an Enemy ${brief ? 'here' : 'in your space'}`;
    case 'takeTopItem':
      return 'take a top Item card';
    case 'choose':
      return step.options.map((o) => (brief ? (o.short ?? o.label) : o.label)).join(' or ');
    case 'module':
      return step.name.split('.')[1] ?? step.name;
    default:
      return step.do;
  }
}
