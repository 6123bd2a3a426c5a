/**
 * The audit log's writer: every configuration write of a workspace records who did what to what, in the
 * write's own transaction (a write that rolls back leaves no entry; an entry never lacks its write).
 */
import type { Queryable } from '../../db/db';
import type { BrandScope } from '../../scope';
import { insertAuditEntry } from './brands.store';

export function recordAudit(
  tx: Queryable,
  scope: Pick<BrandScope, 'workspaceId' | 'memberId' | 'memberEmail'> & Partial<Pick<BrandScope, 'brandId'>>,
  action: string,
  target: string,
): Promise<void> {
  return insertAuditEntry(tx, {
    workspaceId: scope.workspaceId,
    brandId: scope.brandId ?? null,
    actorId: scope.memberId,
    actorEmail: scope.memberEmail,
    action,
    target,
  });
}

/** Runs a configuration write and its audit entry in one transaction. */
export function audited<T>(
  scope: Pick<BrandScope, 'db' | 'workspaceId' | 'memberId' | 'memberEmail'> &
    Partial<Pick<BrandScope, 'brandId'>>,
  action: string,
  target: (result: T) => string,
  write: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return scope.db.transaction(async (tx) => {
    const result = await write(tx);
    await recordAudit(tx, scope, action, target(result));
    return result;
  });
}
