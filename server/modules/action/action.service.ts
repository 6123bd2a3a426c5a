/** The Action Center's next-steps checklist per account (its gate, requireActionCenter, is in accounts). */
import { announceDataChanged } from '../../db/data-changed';
import { badInput } from '../../lib/errors';
import { requireActionCenter } from '../brands';
import { type BrandScope } from '../../scope';
import { completeStep, completedSteps, uncompleteStep } from './action.store';
import { requireRole } from '../../scope';

/** The five Immediate Next Steps (their texts live with the client's sample content). */
export const NEXT_STEP_IDS = [
  'publish-comparison',
  'add-statistics',
  'pitch-media',
  'llms-txt',
  'expert-quotes',
] as const;

export async function actionChecklist(scope: BrandScope) {
  return { completedStepIds: await completedSteps(scope.db, scope.brandId) };
}

export async function setActionStep(scope: BrandScope, stepId: string, completed: boolean) {
  requireRole(scope, 'EDITOR', 'changing the Action Center checklist');
  if (!(NEXT_STEP_IDS as readonly string[]).includes(stepId))
    throw badInput(`Unknown next step "${stepId.slice(0, 60)}".`);
  await requireActionCenter(scope);
  if (completed) await completeStep(scope.db, scope.brandId, stepId);
  else await uncompleteStep(scope.db, scope.brandId, stepId);
  await announceDataChanged(scope);
  return { checklist: await actionChecklist(scope) };
}
