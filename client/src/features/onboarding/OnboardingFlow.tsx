import { useApolloClient } from '@apollo/client/react';
import { Alert, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useCompleteOnboardingMutation,
  useSuggestOnboardingCompetitorsMutation,
  useSuggestOnboardingTopicsMutation,
  useSuggestOnboardingWebsiteMutation,
  useSuggestStarterPromptsMutation,
} from '../../__generated__/hooks';
import { toaster } from '../../components/toaster';
import { ListFields } from '../wizard/ListFields';
import { WizardProgress } from '../wizard/WizardProgress';
import { TopicsEditor } from './TopicsEditor';
import {
  BRAND_ALIAS_MAX,
  BRAND_ALIASES_MAX,
  BRAND_NAME_MAX,
  BRAND_WEBSITE_MAX,
  brandErrors,
  clean,
  COMPETITOR_NAME_MAX,
  COMPETITORS_MAX,
  competitorsError,
  filled,
  hasTopicsErrors,
  ONBOARDING_STEPS,
  PROMPTS_PER_TOPIC_MAX,
  serverMessage,
  topicsErrors,
  withScheme,
  type BrandErrors,
  type OnboardingDraft,
  type TopicDraft,
  type TopicsErrors,
} from './onboardingRules';
import { StepNav, SummaryRow } from '../wizard/WizardFrame';

const STEP_INTROS = [
  'The brand we look for in AI answers. Add the other names it goes by, so those mentions count too.',
  `Who do you compete with? Add up to ${COMPETITORS_MAX}; we rank them beside you in every answer.`,
  'What do your buyers ask about? Each topic gets a few starter prompts, the questions we ask every AI platform. Edit them freely.',
  'Check the setup, then start tracking. The first answers arrive within minutes.',
];

const REVIEW = ONBOARDING_STEPS.length - 1;

/**
 * Onboarding for a new account: brand → competitors → topics with starter prompts → review. Each step
 * is checked with the server's rules before moving on; suggestions (the report wizard's service) prefill
 * the next step and never block it. "Start tracking" stores everything and starts the first run.
 */
export function OnboardingFlow({ initial }: { initial: OnboardingDraft }) {
  const [draft, setDraft] = useState<OnboardingDraft>(initial);
  const [step, setStep] = useState(0);
  const [brandProblems, setBrandProblems] = useState<BrandErrors>({});
  const [competitorProblem, setCompetitorProblem] = useState<string | null>(null);
  const [topicProblems, setTopicProblems] = useState<TopicsErrors | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [suggestingTopic, setSuggestingTopic] = useState<number | null>(null);
  const navigate = useNavigate();
  const client = useApolloClient();

  const [suggestWebsite] = useSuggestOnboardingWebsiteMutation();
  const [suggestCompetitors, competitorsCall] = useSuggestOnboardingCompetitorsMutation();
  const [suggestTopics, topicsCall] = useSuggestOnboardingTopicsMutation();
  const [suggestPrompts, promptsCall] = useSuggestStarterPromptsMutation();
  const [complete, completion] = useCompleteOnboardingMutation();
  const busy = competitorsCall.loading || topicsCall.loading || promptsCall.loading || completion.loading;

  const update = (patch: Partial<OnboardingDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const goTo = (next: number) => {
    setFailure(null);
    setStep(next);
    window.scrollTo({ top: 0 });
  };
  const brandName = clean(draft.name);
  const competitors = filled(draft.competitors);

  /** A suggestion that fails leaves the field as it is: typing is always possible. */
  async function suggested<T>(call: () => Promise<T | undefined>): Promise<T | undefined> {
    try {
      return await call();
    } catch {
      return undefined;
    }
  }

  async function prefillWebsite() {
    if (!brandName || draft.website.trim()) return;
    const website = await suggested(
      async () => (await suggestWebsite({ variables: { brandName } })).data?.suggestOnboardingWebsite,
    );
    if (website) setDraft((current) => (current.website.trim() ? current : { ...current, website }));
  }

  const starterTopics = async (topics: string[]): Promise<TopicDraft[] | undefined> =>
    suggested(
      async () =>
        (await suggestPrompts({ variables: { brandName, competitors, topics } })).data?.suggestStarterPrompts,
    );

  async function suggestForTopic(index: number) {
    const topic = draft.topics[index];
    if (!topic) return;
    setSuggestingTopic(index);
    const [suggestion] = (await starterTopics([clean(topic.name)])) ?? [];
    setSuggestingTopic(null);
    if (suggestion?.prompts.length)
      setDraft((current) => ({
        ...current,
        topics: current.topics.map((t, i) =>
          i === index && t.prompts.length === 0
            ? { ...t, prompts: suggestion.prompts.slice(0, PROMPTS_PER_TOPIC_MAX) }
            : t,
        ),
      }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (step === 0) {
      const website = withScheme(draft.website);
      const problems = brandErrors({ ...draft, website });
      update({ website });
      setBrandProblems(problems);
      if (Object.keys(problems).length > 0) return;
      if (competitors.length === 0) {
        const names = await suggested(
          async () =>
            (await suggestCompetitors({ variables: { brandName, website: website || null } })).data
              ?.suggestOnboardingCompetitors,
        );
        update({ competitors: names?.length ? names.slice(0, COMPETITORS_MAX) : [''] });
      }
      goTo(1);
    } else if (step === 1) {
      const problem = competitorsError(draft);
      setCompetitorProblem(problem);
      if (problem) return;
      update({ competitors });
      if (draft.topics.length === 0) {
        const names = await suggested(
          async () =>
            (
              await suggestTopics({
                variables: { brandName, website: draft.website.trim() || null, competitors },
              })
            ).data?.suggestOnboardingTopics,
        );
        const topics = names?.length ? await starterTopics(names) : undefined;
        update({ topics: topics?.length ? topics : [{ name: '', prompts: [] }] });
      }
      goTo(2);
    } else if (step === 2) {
      const problems = topicsErrors(draft.topics);
      setTopicProblems(problems);
      if (hasTopicsErrors(problems)) return;
      goTo(REVIEW);
    } else {
      await start();
    }
  }

  async function start() {
    setFailure(null);
    try {
      await complete({
        variables: {
          input: {
            brand: { name: brandName, website: draft.website.trim() || null, aliases: filled(draft.aliases) },
            competitors,
            topics: draft.topics.map((topic) => ({
              name: clean(topic.name),
              prompts: filled(topic.prompts),
            })),
          },
        },
      });
    } catch (error) {
      setFailure(serverMessage(error));
      return;
    }
    // The dashboard's cached reads (onboarding needed, no topics) are stale now.
    await client.clearStore();
    toaster.create({ type: 'success', title: 'Tracking started: your first answers are on their way.' });
    navigate('/dashboard', { replace: true });
  }

  return (
    <>
      <WizardProgress current={step} steps={ONBOARDING_STEPS} />
      {failure && (
        <Alert.Root status="error" mb="5" data-testid="onboarding-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <form onSubmit={submit} aria-busy={busy} aria-labelledby="onboarding-step-title" noValidate>
        <Stack gap="5">
          <Stack gap="1">
            <Heading as="h2" size="lg" id="onboarding-step-title">
              {ONBOARDING_STEPS[step]}
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              {STEP_INTROS[step]}
            </Text>
          </Stack>
          {step === 0 && (
            <>
              <Field.Root required invalid={!!brandProblems.name}>
                <Field.Label>Brand name</Field.Label>
                <Input
                  name="brandName"
                  autoComplete="organization"
                  maxLength={BRAND_NAME_MAX}
                  placeholder="Acme"
                  value={draft.name}
                  onChange={(event) => update({ name: event.target.value })}
                  onBlur={() => void prefillWebsite()}
                />
                {brandProblems.name && <Field.ErrorText>{brandProblems.name}</Field.ErrorText>}
              </Field.Root>
              <Field.Root invalid={!!brandProblems.website}>
                <Field.Label>Website</Field.Label>
                <Input
                  type="url"
                  name="website"
                  autoComplete="url"
                  maxLength={BRAND_WEBSITE_MAX}
                  placeholder="https://acme.com"
                  value={draft.website}
                  onChange={(event) => update({ website: event.target.value })}
                  onBlur={() => update({ website: withScheme(draft.website) })}
                />
                {brandProblems.website ? (
                  <Field.ErrorText>{brandProblems.website}</Field.ErrorText>
                ) : (
                  <Field.HelperText>Optional. Answers citing it count as mentions.</Field.HelperText>
                )}
              </Field.Root>
              <Stack gap="2">
                <Text textStyle="sm" fontWeight="medium">
                  Other names (aliases)
                </Text>
                <ListFields
                  label="Aliases"
                  itemLabel="Alias"
                  placeholder="e.g. Acme Inc."
                  items={draft.aliases}
                  max={BRAND_ALIASES_MAX}
                  maxLength={BRAND_ALIAS_MAX}
                  onChange={(aliases) => update({ aliases })}
                />
                {brandProblems.aliases && (
                  <Text textStyle="sm" color="fg.error" role="alert">
                    {brandProblems.aliases}
                  </Text>
                )}
              </Stack>
            </>
          )}
          {step === 1 && (
            <Stack gap="2">
              {competitors.length === 0 && (
                <Text textStyle="sm" color="fg.muted">
                  We could not suggest competitors automatically. Type the ones you want to compare with, or
                  go on without.
                </Text>
              )}
              <ListFields
                label="Competitors"
                itemLabel="Competitor"
                placeholder="Competitor name"
                items={draft.competitors}
                max={COMPETITORS_MAX}
                maxLength={COMPETITOR_NAME_MAX}
                onChange={(items) => update({ competitors: items })}
              />
              {competitorProblem && (
                <Text textStyle="sm" color="fg.error" role="alert">
                  {competitorProblem}
                </Text>
              )}
            </Stack>
          )}
          {step === 2 && (
            <TopicsEditor
              topics={draft.topics}
              errors={topicProblems}
              onChange={(topics) => update({ topics })}
              onSuggest={(index) => void suggestForTopic(index)}
              suggesting={suggestingTopic}
            />
          )}
          {step === REVIEW && <Review draft={draft} />}
          <StepNav
            step={step}
            onBack={() => goTo(step - 1)}
            busy={busy}
            submitLabel={step === REVIEW ? 'Start tracking' : 'Next'}
            submitDisabled={step === 0 && !brandName}
          />
        </Stack>
      </form>
    </>
  );
}

function Review({ draft }: { draft: OnboardingDraft }) {
  const aliases = filled(draft.aliases);
  const competitors = filled(draft.competitors);
  const prompts = draft.topics.reduce((sum, topic) => sum + filled(topic.prompts).length, 0);
  return (
    <Stack gap="0" aria-label="Onboarding summary">
      <SummaryRow label="Brand">{clean(draft.name)}</SummaryRow>
      <SummaryRow label="Website">{draft.website.trim() || '—'}</SummaryRow>
      <SummaryRow label="Aliases">{aliases.length ? aliases.join(', ') : '—'}</SummaryRow>
      <SummaryRow label="Competitors">{competitors.length ? competitors.join(', ') : '—'}</SummaryRow>
      <SummaryRow label={`Topics (${prompts} prompts)`}>
        {draft.topics.map((topic, index) => (
          <Text key={index}>
            <Text as="span" fontWeight="medium">
              {clean(topic.name)}
            </Text>
            {` — ${filled(topic.prompts).length} prompts`}
          </Text>
        ))}
      </SummaryRow>
    </Stack>
  );
}
