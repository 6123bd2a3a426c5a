/**
 * The alert rules as screens read them: the shared catalogue (graphql/shared/alert-rules.ts) by GraphQL
 * enum value, a GraphQL error's message for one input field, and the answers an alert is about as the
 * answers drawer takes them.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { AlertHistoryItem_EventFragment, AlertKind, AnswersFilter } from '../../__generated__/graphql';
import { ALERT_RULES, type AlertKindId } from '../../../../graphql/shared/alert-rules';
import { formatDay } from '../../lib/format';
import { dayPeriod, type AnswersRequest } from '../answers/answersRequest';

export const ruleOf = (kind: AlertKind) => ALERT_RULES[kind.toLowerCase() as AlertKindId];

/** The server's message when it refused `field` (extensions.field), else null. */
export function fieldProblem(error: unknown, field: string): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refusal = error.errors.find((e) => e.extensions?.field === field);
  return refusal?.message ?? null;
}

/** The answers behind an alert, for the answers drawer: its days, and its topic, platform, rival or source. */
export function alertAnswersRequest(event: AlertHistoryItem_EventFragment): AnswersRequest {
  const a = event.answers;
  const oneDay = a.from === a.to;
  const filter: AnswersFilter = {
    ...(oneDay ? { day: a.from } : { from: a.from, to: a.to }),
    ...(a.topicId && { topicId: a.topicId }),
    ...(a.platform && { platform: a.platform }),
    ...(a.competitorId && { competitorId: a.competitorId }),
    ...(a.promptId && { promptId: a.promptId }),
    ...(a.sourceDomain && { sourceDomain: a.sourceDomain }),
    ...(a.statementAspect && { statementAspect: a.statementAspect }),
    ...(a.statementPolarity && { statementPolarity: a.statementPolarity }),
    ...(a.claimFact && { claimFact: a.claimFact }),
    ...(a.claimStatus && { claimStatus: a.claimStatus }),
    ...(a.claimValue && { claimValue: a.claimValue }),
    promptKind: 'ALL',
  };
  return {
    title: event.title,
    filter,
    period: oneDay ? dayPeriod(a.from) : `from ${formatDay(a.from)} to ${formatDay(a.to)}`,
    measure: a.competitorId
      ? { kind: 'named', subject: a.competitorName ?? 'the competitor' }
      : a.sourceDomain
        ? { kind: 'cited', subject: a.sourceDomain }
        : { kind: 'visibility' },
    initialView: a.failed ? 'FAILED' : a.visible === false ? 'NOT_VISIBLE' : a.visible ? 'VISIBLE' : 'ALL',
  };
}

/**
 * The dashboard page whose figure an alert is about (a visibility drop, an overtaking competitor), under
 * the alert's days, platform and every kind of prompt; null for alerts about single answers or runs.
 */
export function alertPagePath(event: AlertHistoryItem_EventFragment): string | null {
  if (event.kind !== 'VISIBILITY_DROP' && event.kind !== 'COMPETITOR_OVERTAKE') return null;
  const a = event.answers;
  const filter = `from=${a.from}&to=${a.to}&prompts=all${a.platform ? `&platforms=${a.platform.toLowerCase()}` : ''}`;
  return a.topicSlug
    ? `/dashboard/topics/${encodeURIComponent(a.topicSlug)}?${filter}`
    : `/dashboard?${filter}`;
}
