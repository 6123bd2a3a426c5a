/** The front door of server/modules/competitors: what other modules may use. */
export { requireOwnCompetitor, trackedCompetitors } from './competitors.service';
export {
  deleteCompetitors,
  insertCompetitorProfiles,
  insertCompetitors,
  listCompetitors,
  renameCompetitor,
} from './competitors.store';
export type { CompetitorRow } from './competitors.store';
