import { FactList } from '../../components/FactList';
import { useAccuracyPanelQuery } from '../../__generated__/hooks';
import { Panel, PanelError } from '../../components/Panel';
import { countOf, formatPercent } from '../../lib/format';

/**
 * A share with the reviewed answers it rests on ("0.0% (0 of 1 answer it read as naming the brand)"), so that
 * one review reads as one review, not as a verdict.
 */
const share = (value: number | null, part: number, whole: number, of: string) =>
  value === null
    ? 'Not enough reviewed yet'
    : `${formatPercent(value * 100)} (${part} of ${countOf(whole, 'answer')} ${of})`;

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
      description="The analyzer’s own reading against the answers your team corrected or confirmed; each share says how many reviewed answers it rests on, and a few are a hint, not a verdict"
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
            [
              'Visibility precision',
              accuracy
                ? share(
                    accuracy.visibilityPrecision,
                    accuracy.visibleAgreed,
                    accuracy.readVisible,
                    'it read as naming the brand',
                  )
                : '…',
            ],
            [
              'Visibility recall',
              accuracy
                ? share(
                    accuracy.visibilityRecall,
                    accuracy.visibleAgreed,
                    accuracy.reviewedVisible,
                    'that name the brand',
                  )
                : '…',
            ],
            [
              'Sentiment accuracy',
              accuracy
                ? share(
                    accuracy.sentimentAccuracy,
                    accuracy.sentimentAgreed,
                    accuracy.sentimentCompared,
                    'with the same label',
                  )
                : '…',
            ],
          ]}
        />
      )}
    </Panel>
  );
}
