/** The front door of server/modules/reports: what other modules may use. */
export { processReport, registerReportJobs } from './report.job';
export type { ReportJobOptions } from './report.job';
export { categoryQuestions, MAX_BRANDED_SUGGESTIONS, namesCompany, templatePrompts } from './report.prompts';
export { reportsResolvers } from './reports.resolvers';
export { createReportsRouter } from './reports.routes';
export { getReportById, insertReport } from './reports.store';
