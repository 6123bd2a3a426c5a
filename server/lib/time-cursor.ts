/**
 * Opaque cursors of lists ordered newest first by a time and then an id: the position after a row, as
 * `base64url(time|id)`. A cursor this API did not give is refused in words.
 */
import { badInput } from './errors';
import { isUuid } from './ids';

export interface TimeCursor {
  /** ISO time. */
  at: string;
  id: string;
}

export const encodeTimeCursor = (at: string | Date, id: string) =>
  Buffer.from(`${new Date(at).toISOString()}|${id}`).toString('base64url');

/** The position a cursor names; `list` names the list in the refusal ("the statement inbox"). */
export function decodeTimeCursor(cursor: string, list: string): TimeCursor {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !id || rest.length > 0 || !isUuid(id) || Number.isNaN(Date.parse(at)))
    throw badInput(`after is not a cursor returned by ${list}.`);
  return { at, id };
}
