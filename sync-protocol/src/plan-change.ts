/**
 * What changes when a subscriber chooses another plan (issue 25), said before they pay. Facts the
 * server keeps (subscription.service.ts): a Lifetime owner stays on Lifetime whatever else they
 * buy; Lifetime bought over a renewing plan becomes the plan, while the provider keeps renewing the
 * old one until it is cancelled; a second renewing plan is a second charge.
 */
import type { PlanFacts } from './subscription.js';

type Plan = Pick<PlanFacts, 'id' | 'name' | 'price' | 'period' | 'recurring'>;

const priced = (plan: Plan) => `${plan.name} (${plan.price} ${plan.period})`;

export function planChangeNotice(current: Plan, chosen: Plan): string | undefined {
  if (current.id === chosen.id) return undefined;
  if (!current.recurring)
    return (
      `You already own ${current.name}: every feature is yours for good, with nothing more to ` +
      `pay. ${chosen.name} would charge ${chosen.price} ${chosen.period} on top of it and open ` +
      'nothing new.'
    );
  if (!chosen.recurring)
    return (
      `${priced(chosen)} becomes your plan. ${current.name} keeps renewing until you cancel it ` +
      'with Manage Plan on your profile.'
    );
  return (
    `You are on ${priced(current)}. ${chosen.name} would be a second plan that renews on its ` +
    'own: to switch, use Manage Plan on your profile, so you are not billed for both.'
  );
}
