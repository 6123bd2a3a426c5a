/**
 * The statement inbox: the newest negative statements about the brand under the page filter, to read and
 * act on rather than a score, each with what the staff made of it (StatementState: who set it and when).
 * Reading needs membership; setting a state needs EDITOR or higher and leaves an audit entry in its
 * transaction.
 */
import { ASPECTS, type Aspect } from '../../../graphql/shared/aspects';
import { announceDataChanged } from '../../db/data-changed';
import { badInput, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/time-cursor';
import { requireRole, type BrandScope } from '../../scope';
import { audited } from '../brands';
import type { PageFilterArgs } from '../metrics';
import { narrativeScope } from './narrative.service';
import { statementInWords } from './statements.service';
import {
  countInbox,
  getInboxPage,
  getInboxStatements,
  setStatementState,
  type InboxQuery,
  type InboxRow,
  type StatementState,
} from './narrative.store';

/** The most statements one inbox page lists. */
export const MAX_INBOX_PAGE = 50;

export interface InboxStatementModel extends Omit<InboxRow, 'aspects' | 'collectedAt'> {
  aspects: Aspect[];
}

const modelOf = ({ collectedAt: _collectedAt, ...row }: InboxRow): InboxStatementModel => ({
  ...row,
  aspects: ASPECTS.filter((aspect) => row.aspects.includes(aspect)),
});

const encodeCursor = (row: InboxRow) => encodeTimeCursor(row.collectedAt, row.id);

/** One page of the inbox over the answers narrative(…) counts for the same page filter, with its defaults. */
export async function statementInbox(
  scope: BrandScope,
  filter: PageFilterArgs & { topicId?: string | null },
  args: { first: number; after: string | null; states: StatementState[] | null; aspect: Aspect | null },
) {
  if (!Number.isInteger(args.first) || args.first < 1 || args.first > MAX_INBOX_PAGE)
    throw badInput(`first must be between 1 and ${MAX_INBOX_PAGE}.`);
  const query: InboxQuery = {
    answers: (await narrativeScope(scope, filter)).query,
    states: args.states && args.states.length > 0 ? args.states : null,
    aspect: args.aspect,
  };
  const cursor = args.after ? decodeTimeCursor(args.after, 'the statement inbox') : null;
  const after = cursor ? { collectedAt: cursor.at, id: cursor.id } : null;
  const [rows, counts] = await Promise.all([
    getInboxPage(scope.db, query, after, args.first + 1),
    countInbox(scope.db, query),
  ]);
  const page = rows.slice(0, args.first);
  return {
    edges: page.map((row) => ({ cursor: encodeCursor(row), node: modelOf(row) })),
    pageInfo: {
      hasNextPage: rows.length > args.first,
      endCursor: page.length > 0 ? encodeCursor(page[page.length - 1]!) : null,
    },
    totalCount: counts.total,
    newCount: counts.fresh,
  };
}

/** Sets what the staff made of one of the brand's statements. */
export async function setInboxState(
  scope: BrandScope,
  input: { statementId: string; state: StatementState },
): Promise<{ statement: InboxStatementModel }> {
  requireRole(scope, 'EDITOR', 'changing a statement’s state');
  if (!isUuid(input.statementId)) throw badInput('statementId is not a valid id.');
  const target = await statementInWords(scope, input.statementId);
  await audited(
    scope,
    `statement.state.${input.state.toLowerCase()}`,
    () => target,
    async (tx) => {
      const by = { id: scope.memberId, email: scope.memberEmail };
      // Another brand's statement, or none: refused before the audit entry is written.
      if (!(await setStatementState(tx, scope.brandId, input.statementId, input.state, by)))
        throw notFound('Unknown statement.');
    },
  );
  await announceDataChanged(scope);
  const [row] = await getInboxStatements(scope.db, scope.brandId, [input.statementId]);
  return { statement: modelOf(row!) };
}
