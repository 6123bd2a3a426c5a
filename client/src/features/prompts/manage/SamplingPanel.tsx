import { Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { SamplingPanel_PlanFragment } from '../../../__generated__/graphql';
import { useSamplingPlanQuery, useUpdateSamplingSettingsMutation } from '../../../__generated__/hooks';
import { Panel } from '../../../components/Panel';
import { toaster } from '../../../components/toaster';
import { formatCount, pluralize } from '../../../lib/format';
import { platformName } from '../../../lib/platforms';
import { firstProblem } from '../../../../../graphql/shared/input-rules';
import { samplingSettingsInput } from '../../../../../graphql/shared/sampling-rules';
import { errorMessage } from './refetch';

const usd = (n: number) =>
  n.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** A blank field is "none"; anything else is read as a number (the shared rules say what is wrong with it). */
const numberOrNone = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
const shown = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

function NumberField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  help: string;
}) {
  return (
    <Field.Root maxW="40">
      <Field.Label>{props.label}</Field.Label>
      <Input
        size="sm"
        inputMode="decimal"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-label={props.label}
      />
      <Field.HelperText>{props.help}</Field.HelperText>
    </Field.Root>
  );
}

/** What the plan gives: samples, the headline's expected precision, the month's cost, and what the budget took. */
function PlanSummary({ plan }: { plan: SamplingPanel_PlanFragment }) {
  const { settings } = plan;
  return (
    <Stack gap="2" textStyle="sm" aria-label="Sampling plan">
      <Text>
        <Text as="span" fontWeight="semibold">
          {formatCount(plan.samplesPerDay)} samples a day
        </Text>{' '}
        for a headline of ±{plan.headlineHalfWidth.toFixed(1)} points over 30 days, costing{' '}
        <Text as="span" fontWeight="semibold">
          {usd(plan.monthlyCost)} a month
        </Text>
        .
      </Text>
      {settings.headlineHalfWidth !== null || settings.promptHalfWidth !== null ? (
        <Text color={plan.targetMet ? 'fg.muted' : 'fg.warning'}>
          {plan.targetMet ? 'The targets are met.' : 'The targets are not met within the ceiling and budget.'}
        </Text>
      ) : null}
      {plan.overBudgetAtFloor && (
        <Text color="fg.warning">
          The floor alone costs more than the budget: every prompt stays at {settings.minSamplesPerDay} a day.
        </Text>
      )}
      {plan.budgetLimited && (
        <Stack gap="1">
          <Text color="fg.warning">
            The budget took {pluralize(plan.samplesCutByBudget, 'sample')} a day from{' '}
            {pluralize(plan.promptsCutByBudget, 'prompt')}:
          </Text>
          <Stack as="ul" gap="0.5" ps="4" color="fg.muted" textStyle="xs">
            {plan.cut.edges.map(({ node }) => (
              <li key={`${node.promptId}-${node.platform}`}>
                {node.question} ({platformName(node.platform)}): {node.samplesPerDay} a day, −
                {node.samplesCutByBudget}
              </li>
            ))}
            {plan.cut.totalCount > plan.cut.edges.length && (
              <li>and {formatCount(plan.cut.totalCount - plan.cut.edges.length)} more</li>
            )}
          </Stack>
        </Stack>
      )}
      <Text textStyle="xs" color="fg.muted">
        Costs are requests × list prices as of {plan.pricesAsOf} (engines, Google’s AI answers, the LLM
        judge); simulated platforms cost nothing. With a target or a floor below the ceiling, collection runs
        ask what this plan says; once the month’s budget is spent they ask the floor.
      </Text>
    </Stack>
  );
}

function SamplingForm({ plan }: { plan: SamplingPanel_PlanFragment }) {
  const { settings } = plan;
  const [headline, setHeadline] = useState(shown(settings.headlineHalfWidth));
  const [perPrompt, setPerPrompt] = useState(shown(settings.promptHalfWidth));
  const [min, setMin] = useState(String(settings.minSamplesPerDay));
  const [max, setMax] = useState(String(settings.maxSamplesPerDay));
  const [budget, setBudget] = useState(shown(settings.monthlyBudgetUsd));
  const [error, setError] = useState<string | null>(null);
  const [update, { loading }] = useUpdateSamplingSettingsMutation({ refetchQueries: ['SamplingPlan'] });
  const input = {
    headlineHalfWidth: numberOrNone(headline),
    promptHalfWidth: numberOrNone(perPrompt),
    minSamplesPerDay: Number(min),
    maxSamplesPerDay: Number(max),
    monthlyBudgetUsd: numberOrNone(budget),
  };
  // The server's own rules, so the form shows its message before anything is sent.
  const problem = firstProblem(samplingSettingsInput, input);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await update({ variables: { input } });
      toaster.create({ type: 'success', title: 'Sampling settings saved' });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Sampling settings">
      <Stack gap="4">
        <Flex gap="3" wrap="wrap">
          <NumberField
            label="Headline target (± points)"
            value={headline}
            onChange={setHeadline}
            help="Blank: none"
          />
          <NumberField
            label="Per-prompt target (± points)"
            value={perPrompt}
            onChange={setPerPrompt}
            help="Blank: none"
          />
          <NumberField
            label="Fewest samples a day"
            value={min}
            onChange={setMin}
            help="Per prompt and platform"
          />
          <NumberField label="Most samples a day" value={max} onChange={setMax} help="1–10" />
          <NumberField label="Monthly budget (USD)" value={budget} onChange={setBudget} help="Blank: none" />
        </Flex>
        {(problem ?? error) && (
          <Text role="alert" textStyle="sm" color="fg.error">
            {problem ?? error}
          </Text>
        )}
        <Button
          type="submit"
          size="sm"
          colorPalette="teal"
          alignSelf="flex-start"
          loading={loading}
          disabled={problem !== null}
        >
          Save sampling settings
        </Button>
        <PlanSummary plan={plan} />
      </Stack>
    </form>
  );
}

/**
 * The sampling targets and budget, and the plan they give: samples where they most narrow the figures, and
 * what a month of them costs.
 */
export function SamplingPanel() {
  const { data, error } = useSamplingPlanQuery();
  const plan = data?.samplingPlan;
  const { settings } = plan ?? {};
  return (
    <Panel title="Sampling" description="How precise the figures are, and what that costs.">
      {plan && settings ? (
        <SamplingForm
          // Saved settings come back from the server: start the form over from them.
          key={[
            settings.headlineHalfWidth,
            settings.promptHalfWidth,
            settings.minSamplesPerDay,
            settings.maxSamplesPerDay,
            settings.monthlyBudgetUsd,
          ].join('-')}
          plan={plan}
        />
      ) : (
        <Text textStyle="sm" color={error ? 'fg.error' : 'fg.muted'}>
          {error ? `The sampling plan could not be loaded: ${error.message}` : 'Loading the sampling plan...'}
        </Text>
      )}
    </Panel>
  );
}
