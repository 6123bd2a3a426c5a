/**
 * Paging of the REST list routes (`data[]`), only when the caller asks for it: `limit` (1–500) and/or the
 * `cursor` the previous page gave. Without either a route answers its whole list, as the first client's calls
 * expect. A page is `{status, data, next_cursor}`; `next_cursor` is null on the last one. The cursor is
 * opaque (the offset into the route's ordered list): a list that changes between two calls may repeat or
 * skip a row at the seam.
 */
import type { Request } from 'express';
import { badInput } from '../lib/errors';

export const REST_PAGE_LIMIT = 500;

/** A page of a list; the REST wrapper puts `next_cursor` beside `data`. */
export class ListPage<T> {
  constructor(
    readonly rows: T[],
    readonly nextCursor: string | null,
  ) {}
}

const encodeCursor = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');

function decodeCursor(cursor: string): number {
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match)
    throw badInput(
      'The cursor is not one this API gave: pass the next_cursor of the previous page.',
      'cursor',
    );
  return Number(match[1]);
}

function readLimit(raw: unknown): number {
  if (raw === undefined) return REST_PAGE_LIMIT;
  const limit = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(limit >= 1 && limit <= REST_PAGE_LIMIT))
    throw badInput(`limit must be a whole number from 1 to ${REST_PAGE_LIMIT}.`, 'limit');
  return limit;
}

/** The whole list, or the page the request asks for. */
export function pageWhenAsked<T>(req: Request, rows: T[]): T[] | ListPage<T> {
  const { limit: rawLimit, cursor: rawCursor } = req.query;
  if (rawLimit === undefined && rawCursor === undefined) return rows;
  const limit = readLimit(rawLimit);
  if (rawCursor !== undefined && typeof rawCursor !== 'string')
    throw badInput(
      'The cursor is not one this API gave: pass the next_cursor of the previous page.',
      'cursor',
    );
  const offset = rawCursor === undefined ? 0 : decodeCursor(rawCursor);
  const end = offset + limit;
  return new ListPage(rows.slice(offset, end), end < rows.length ? encodeCursor(end) : null);
}
