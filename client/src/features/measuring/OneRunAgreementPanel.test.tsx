import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { OneRunAgreementPanelDocument } from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import { OneRunAgreementPanel } from './OneRunAgreementPanel';

const mock = (rows: object[]) => ({
  request: { query: OneRunAgreementPanelDocument },
  result: { data: { oneRunAgreement: rows } },
});

test('per platform, the account’s one-run agreement with its interval beside the published 61–67 %', async () => {
  renderWithProviders(<OneRunAgreementPanel />, {
    mocks: [
      mock([
        {
          __typename: 'OneRunAgreement',
          platform: 'CHATGPT',
          label: 'ChatGPT',
          groups: 40,
          samples: 120,
          value: 71.25,
          low: 62.6,
          high: 78.5,
          publishedLow: 61,
          publishedHigh: 67,
        },
      ]),
    ] as never,
  });
  const list = await screen.findByLabelText('One-run agreement by platform');
  expect(list).toHaveTextContent('ChatGPT');
  expect(list).toHaveTextContent(
    /71\.3%.*95 % interval 62\.6%–78\.5%; 120 samples on 40 prompt-days\), published 61–67 %/,
  );
});

test('without a prompt asked 3 times a day, it says how to measure it', async () => {
  renderWithProviders(<OneRunAgreementPanel />, { mocks: [mock([])] as never });
  expect(await screen.findByText(/No prompt was asked 3 times or more on one day/)).toBeInTheDocument();
});
