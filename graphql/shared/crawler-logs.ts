/**
 * An access log imported in chunks (POST /api/crawler-logs, the Pages screen's import): the fields a JSON
 * line's mapping may name and what the server answers for each chunk. Written once for the server and the
 * client; dependency-free.
 */

/** The parts of a visit a JSON line's mapping may name (userAgent and path required). */
export const MAPPING_FIELDS = [
  'userAgent',
  'path',
  'ip',
  'status',
  'timestamp',
  'method',
  'id',
  'edgeVerifiedBot',
] as const;
export type MappingField = (typeof MAPPING_FIELDS)[number];

/** What one chunk held and what became of it (the browser sums them over the file). */
export interface LogChunkCounts {
  /** Lines read (blank ones aside). */
  lines: number;
  /** Lines that are not a visit of the format. */
  unparsed: number;
  /** Lines whose user agent names a known AI crawler. */
  crawlerLines: number;
  /** Visits stored now: a line imported before is not stored again. */
  stored: number;
  /** How the crawler lines' visits were verified (each counted, whether stored now or before). */
  verified: number;
  spoofed: number;
  unverifiable: number;
}
