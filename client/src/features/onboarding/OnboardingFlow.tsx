import { useApolloClient } from '@apollo/client/react';
import { Alert } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useCompleteOnboardingMutation,
  useSuggestCompetitorsMutation,
  useSuggestKeywordsMutation,
  useSuggestPromptsMutation,
  useSuggestWebsiteMutation,
} from '../../__generated__/hooks';
import { toaster } from '../../components/toaster';
import { Stepper } from '../wizard/Stepper';
import { BrandStep, CompetitorsStep, ReviewStep } from './OnboardingSteps';
import { useSavedOnboarding } from './savedOnboarding';
import { TopicsEditor } from './TopicsEditor';
import {
  brandErrors,
  clean,
  COMPETITORS_MAX,
  competitorsError,
  competitorsForSuggestions,
  filled,
  hasTopicsErrors,
  ONBOARDING_STEPS,
  PROMPTS_PER_TOPIC_MAX,
  serverMessage,
  starterPrompts,
  suggestedCompetitors,
  suggestedTopics,
  topicsErrors,
  withScheme,
  type BrandErrors,
  type OnboardingDraft,
  type TopicDraft,
  type TopicsErrors,
} from './onboardingRules';

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
 * the next step and never block it. "Start tracking" stores everything and starts the first run. Until
 * then the draft and step survive a reload (useSavedOnboarding).
 */
export function OnboardingFlow({ initial }: { initial: OnboardingDraft }) {
  const { draft, setDraft, step, setStep, forget } = useSavedOnboarding(initial);
  const [brandProblems, setBrandProblems] = useState<BrandErrors>({});
  const [competitorProblem, setCompetitorProblem] = useState<string | null>(null);
  const [topicProblems, setTopicProblems] = useState<TopicsErrors | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [suggestingTopic, setSuggestingTopic] = useState<number | null>(null);
  const navigate = useNavigate();
  const client = useApolloClient();

  const [suggestWebsite] = useSuggestWebsiteMutation();
  const [suggestCompetitors, competitorsCall] = useSuggestCompetitorsMutation();
  const [suggestTopics, topicsCall] = useSuggestKeywordsMutation();
  const [suggestPrompts, promptsCall] = useSuggestPromptsMutation();
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
      async () =>
        (await suggestWebsite({ variables: { input: { companyName: brandName } } })).data?.suggestWebsite
          .website,
    );
    if (website) setDraft((current) => (current.website.trim() ? current : { ...current, website }));
  }

  /** Starter prompts per topic: the first few suggestions for that topic alone. */
  const starterTopics = async (topics: string[]): Promise<TopicDraft[] | undefined> =>
    suggested(() =>
      Promise.all(
        suggestedTopics(topics).map(async (name) => {
          const { data } = await suggestPrompts({
            variables: {
              input: {
                companyName: brandName,
                competitors: competitorsForSuggestions(competitors),
                keywords: [name],
              },
            },
          });
          return { name, prompts: starterPrompts(data?.suggestPrompts.prompts ?? []) };
        }),
      ),
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
            (
              await suggestCompetitors({
                variables: { input: { companyName: brandName, website: website || null } },
              })
            ).data?.suggestCompetitors.competitors,
        );
        const offered = suggestedCompetitors(names ?? []);
        update({ competitors: offered.length ? offered : [''] });
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
                variables: {
                  input: {
                    companyName: brandName,
                    website: draft.website.trim() || null,
                    competitors: competitorsForSuggestions(competitors),
                  },
                },
              })
            ).data?.suggestKeywords.keywords,
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
    forget();
    // The dashboard's cached reads (onboarding needed, no topics) are stale now.
    await client.clearStore();
    toaster.create({ type: 'success', title: 'Tracking started: your first answers are on their way.' });
    navigate('/dashboard', { replace: true });
  }

  function fields() {
    switch (step) {
      case 0:
        return (
          <BrandStep
            draft={draft}
            update={update}
            problems={brandProblems}
            onNameBlur={() => void prefillWebsite()}
          />
        );
      case 1:
        return <CompetitorsStep draft={draft} update={update} problem={competitorProblem} />;
      case 2:
        return (
          <TopicsEditor
            topics={draft.topics}
            errors={topicProblems}
            onChange={(topics) => update({ topics })}
            onSuggest={(index) => void suggestForTopic(index)}
            suggesting={suggestingTopic}
          />
        );
      default:
        return <ReviewStep draft={draft} />;
    }
  }

  return (
    <Stepper
      id="onboarding"
      steps={ONBOARDING_STEPS}
      current={step}
      intro={STEP_INTROS[step]!}
      banner={
        failure ? (
          <Alert.Root status="error" mb="5" data-testid="onboarding-error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null
      }
      busy={busy}
      onSubmit={submit}
      onBack={() => goTo(step - 1)}
      submitLabel={step === REVIEW ? 'Start tracking' : 'Next'}
      submitDisabled={step === 0 && !brandName}
      noValidate
    >
      {fields()}
    </Stepper>
  );
}
