// @vitest-environment node
import { expect, test } from 'vitest';
import type { AlertHistoryItem_EventFragment } from '../../__generated__/graphql';
import { alertAnswersRequest, alertPagePath, ruleOf } from './alertRules';

const theme: AlertHistoryItem_EventFragment = {
  __typename: 'AlertEvent',
  id: 'e9',
  kind: 'NEGATIVE_THEME',
  title: 'What answers say of Quillstack’s price and value turned negative',
  detail: 'Over the 7 days to Nov 5, 2026, 31 statements about Quillstack’s price and value in 24 answers…',
  day: '2026-11-05',
  firedAt: '2026-11-05T06:03:00Z',
  answers: {
    __typename: 'AlertAnswers',
    topicId: null,
    topicSlug: null,
    platform: null,
    competitorId: null,
    competitorName: null,
    promptId: null,
    sourceDomain: null,
    from: '2026-10-30',
    to: '2026-11-05',
    visible: true,
    failed: false,
    statementAspect: 'PRICE_VALUE',
    statementPolarity: 'NEGATIVE',
    claimFact: null,
    claimStatus: null,
    claimValue: null,
  },
};

test('a negative theme opens the answers with a negative statement on its aspect over its days', () => {
  expect(ruleOf('NEGATIVE_THEME').label).toBe('A theme turns negative');
  expect(ruleOf('NET_SENTIMENT_DROP').label).toBe('Net sentiment drops');
  const request = alertAnswersRequest(theme);
  expect(request.filter).toEqual({
    from: '2026-10-30',
    to: '2026-11-05',
    statementAspect: 'PRICE_VALUE',
    statementPolarity: 'NEGATIVE',
    promptKind: 'ALL',
  });
  expect(request.initialView).toBe('VISIBLE');
  expect(alertPagePath(theme)).toBeNull();
});

test('a wrong fact opens the day’s answers stating that value of the fact', () => {
  const wrong: AlertHistoryItem_EventFragment = {
    ...theme,
    kind: 'WRONG_FACT',
    title: 'Answers state a wrong team plan price for Quillstack: “$15”',
    answers: {
      ...theme.answers,
      from: '2026-11-05',
      to: '2026-11-05',
      visible: null,
      statementAspect: null,
      statementPolarity: null,
      claimFact: 'price_team',
      claimStatus: 'WRONG',
      claimValue: '15.00 USD/month',
    },
  };
  expect(ruleOf('WRONG_FACT').label).toBe('A wrong fact about you');
  expect(alertAnswersRequest(wrong).filter).toEqual({
    day: '2026-11-05',
    claimFact: 'price_team',
    claimStatus: 'WRONG',
    claimValue: '15.00 USD/month',
    promptKind: 'ALL',
  });
});
