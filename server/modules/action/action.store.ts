import type { Queryable } from '../../db/db';

export async function completedSteps(db: Queryable, brandId: string): Promise<string[]> {
  const rows = await db.query<{ stepId: string }>(
    `/* completedSteps */ select step_id as "stepId" from public.action_checklist
     where user_id = $1 order by completed_at, step_id`,
    [brandId],
  );
  return rows.map((r) => r.stepId);
}

export async function completeStep(db: Queryable, brandId: string, stepId: string): Promise<void> {
  await db.query(
    `/* completeStep */ insert into public.action_checklist (user_id, step_id) values ($1, $2)
     on conflict (user_id, step_id) do nothing`,
    [brandId, stepId],
  );
}

export async function uncompleteStep(db: Queryable, brandId: string, stepId: string): Promise<void> {
  await db.query(
    `/* uncompleteStep */ delete from public.action_checklist where user_id = $1 and step_id = $2`,
    [brandId, stepId],
  );
}
