/** The front door of server/modules/fact-issues: what other modules may use. */
export { factIssuesResolvers } from './fact-issues.resolvers';
export { createFactIssuesRouter } from './fact-issues.routes';
export { factIssues, refreshFactIssues } from './fact-issues.service';
export type { FactIssueModel, FactIssueSettings } from './fact-issues.service';
export type { FactIssueRow, FactIssueState } from './fact-issues.store';
