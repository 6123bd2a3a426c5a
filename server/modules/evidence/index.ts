/** The front door of server/modules/evidence: answers' kept evidence and the audit pack (issue 61). */
export { evidenceResolvers } from './evidence.resolvers';
export { createEvidenceRouter } from './evidence.routes';
export { PRUNE_EVIDENCE, registerEvidenceJobs } from './evidence.jobs';
export {
  answerEvidence,
  evidenceStorage,
  pruneEvidence,
  UNTRUSTED_PAGE_HEADERS,
  type EvidenceModel,
} from './evidence.service';
export { AUDIT_PACK_FORMAT, AUDIT_PACK_MAX_DAYS, auditPack, type AuditManifest } from './audit-pack';
export {
  figureDifferences,
  overviewFromAnswers,
  type FigureAnswer,
  type OverviewFigures,
} from './audit-figures';
export { describeFigures, readPackFiles, verifyAuditPack, type AuditVerification } from './audit-verify';
