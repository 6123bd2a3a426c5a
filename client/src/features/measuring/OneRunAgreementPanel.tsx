import { Text } from '@chakra-ui/react';
import { useOneRunAgreementPanelQuery } from '../../__generated__/hooks';
import { FactList } from '../../components/FactList';
import { Panel, PanelEmpty, PanelError } from '../../components/Panel';
import { countOf, formatPercent } from '../../lib/format';

const PUBLISHED =
  'Practitioners measured that one run agrees with a five-run reference 61–67 % of the time, which is why one sample a prompt a day is mostly noise.';

/**
 * On How we measure: per platform, how often one sample of the account's own prompts agrees with the
 * majority of the day's other samples of it (oneRunAgreement), beside the published 61–67 %.
 */
export function OneRunAgreementPanel() {
  const { data, error } = useOneRunAgreementPanelQuery();
  const rows = data?.oneRunAgreement;
  return (
    <Panel
      title="One-run agreement"
      description="How often one sample of your prompts names your brand or not as the majority of that day's other samples of it does, over the last 30 days (days with at least 3 samples)"
    >
      {error && !rows ? (
        <PanelError message={error.message} />
      ) : !rows ? (
        <PanelEmpty>Reading your samples…</PanelEmpty>
      ) : rows.length === 0 ? (
        <PanelEmpty>
          {`No prompt was asked 3 times or more on one day in the last 30 days. Raise the floor of samples in the Sampling panel of the Prompts page to measure it. ${PUBLISHED}`}
        </PanelEmpty>
      ) : (
        <>
          <FactList
            label="One-run agreement by platform"
            facts={rows.map((row) => [
              row.label,
              row.value == null || row.low == null || row.high == null
                ? 'Not enough samples'
                : `${formatPercent(row.value)} (95 % interval ${formatPercent(row.low)}–${formatPercent(row.high)}; ${countOf(row.samples, 'sample')} on ${countOf(row.groups, 'prompt-day')}), published ${row.publishedLow}–${row.publishedHigh} %`,
            ])}
          />
          <Text textStyle="sm" color="fg.muted" mt="2">
            {PUBLISHED}
          </Text>
        </>
      )}
    </Panel>
  );
}
