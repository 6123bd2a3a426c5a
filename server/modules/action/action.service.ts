/** The Action Center's server side: the gate for its writes, and the next-steps checklist per account. */
import { badInput, forbidden } from '../../lib/errors';
import { actionCenterStatus, type AccountScope } from '../accounts/accounts.service';
import { completeStep, completedSteps, uncompleteStep } from './action.store';

/** The five Immediate Next Steps (their texts live with the client's sample content). */
export const NEXT_STEP_IDS = [
  'publish-comparison',
  'add-statistics',
  'pitch-media',
  'llms-txt',
  'expert-quotes',
] as const;

/** Writes of the Action Center need it to be available to the account (not blocked, flag on). */
export async function requireActionCenter(scope: AccountScope): Promise<void> {
  const status = await actionCenterStatus(scope);
  if (status.availability === 'NOT_AVAILABLE')
    throw forbidden('The Action Center is not available for this account.');
  if (status.availability === 'COMING_SOON')
    throw forbidden('The Action Center is not enabled for this account yet.');
}

export async function actionChecklist(scope: AccountScope) {
  return { completedStepIds: await completedSteps(scope.db, scope.userId) };
}

export async function setActionStep(scope: AccountScope, stepId: string, completed: boolean) {
  if (!(NEXT_STEP_IDS as readonly string[]).includes(stepId))
    throw badInput(`Unknown next step "${stepId.slice(0, 60)}".`);
  await requireActionCenter(scope);
  if (completed) await completeStep(scope.db, scope.userId, stepId);
  else await uncompleteStep(scope.db, scope.userId, stepId);
  return { checklist: await actionChecklist(scope) };
}
