/** The front door of server/modules/reanalysis: what other modules may use. */
export { REANALYSE_HISTORY, registerReanalysisJobs } from './reanalysis.jobs';
export { reanalysisResolvers } from './reanalysis.resolvers';
export { reanalyseRunReadWithOldConfig, reanalysingOnChange } from './reanalysis.service';
export { getReanalysis, requestReanalysisRow } from './reanalysis.store';
export { reanalyseAccount } from './reanalysis.worker';
