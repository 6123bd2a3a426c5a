/** The front door of server/core/jobs: what other modules may use. */
export { holdLease, newLeaseOwner } from './lease';
export { createJobQueue, pgBossAdapter } from './queue';
export type { JobKind, JobQueue } from './queue';
