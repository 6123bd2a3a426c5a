import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { EvidenceSectionDocument } from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import { EvidenceSection, formatBytes } from './EvidenceSection';

const mock = (evidenceStorage: object) => ({
  request: { query: EvidenceSectionDocument },
  result: { data: { evidenceStorage: { __typename: 'EvidenceStorage', ...evidenceStorage } } },
});

test('Settings shows the space the kept evidence takes and how long it is kept', async () => {
  renderWithProviders(<EvidenceSection />, {
    mocks: [mock({ answers: 1234, storedBytes: 3_250_000, originalBytes: 14_900_000, retentionDays: 400 })],
  });
  expect(
    await screen.findByText('3.1 MB used for 1,234 answers (14.2 MB as sent, before compression).'),
  ).toBeInTheDocument();
  expect(screen.getByText(/^Kept for 400 days, then deleted by a daily job/)).toBeInTheDocument();
});

test('with nothing kept yet it says so', async () => {
  renderWithProviders(<EvidenceSection />, {
    mocks: [mock({ answers: 0, storedBytes: 0, originalBytes: 0, retentionDays: 30 })],
  });
  expect(await screen.findByText(/^No evidence is kept yet/)).toBeInTheDocument();
  expect(formatBytes(812)).toBe('812 B');
  expect(formatBytes(4300)).toBe('4.2 KB');
});
