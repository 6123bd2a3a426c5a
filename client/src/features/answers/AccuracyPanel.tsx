import { FactList } from '../../components/FactList';
import { useAccuracyPanelQuery } from '../../__generated__/hooks';
import { Panel, PanelError } from '../../components/Panel';
import { countOf, formatPercent } from '../../lib/format';

const share = (value: number | null | undefined) =>
  value === null || value === undefined ? 'Not enough reviewed yet' : formatPercent(value * 100);

/**
 * The analyzer against the answers reviewed in this account (corrections and confirmations in the answers
 * behind a figure), on How we measure.
 */
export function AccuracyPanel() {
  const { data, error } = useAccuracyPanelQuery();
  const accuracy = data?.analysisAccuracy;
  return (
    <Panel
      title="Accuracy on your answers"
      description="The analyzer’s own reading against the answers your team corrected or confirmed"
    >
      {error && !accuracy ? (
        <PanelError message={error.message} />
      ) : (
        <FactList
          label="Accuracy on your answers"
          facts={[
            [
              'Answers reviewed',
              accuracy
                ? `${countOf(accuracy.corrections, 'correction')}, ${countOf(accuracy.confirmations, 'confirmation')}`
                : '…',
            ],
            ['Visibility precision', accuracy ? share(accuracy.visibilityPrecision) : '…'],
            ['Visibility recall', accuracy ? share(accuracy.visibilityRecall) : '…'],
            [
              'Sentiment accuracy',
              accuracy
                ? `${share(accuracy.sentimentAccuracy)}${accuracy.sentimentCompared > 0 ? ` (of ${countOf(accuracy.sentimentCompared, 'answer')})` : ''}`
                : '…',
            ],
          ]}
        />
      )}
    </Panel>
  );
}
