import { Alert, CloseButton } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import {
  useRequestReportMutation,
  useSuggestCompetitorsMutation,
  useSuggestKeywordsMutation,
  useSuggestPromptsMutation,
  useSuggestWebsiteMutation,
} from '../../__generated__/hooks';
import {
  CompanyInfoStep,
  CompetitorsStep,
  GenerateStep,
  PromptsStep,
  SearchTopicsStep,
  Success,
  WebsiteStep,
  type WizardData,
} from './ReportWizardSteps';
import { Stepper } from './Stepper';
import {
  bannerMessage,
  INVALID_EMAIL,
  isValidEmail,
  MAX_COMPETITORS,
  MAX_KEYWORDS,
  promptSlots,
  STEP_ERRORS,
  STEPS,
  withoutBlanks,
} from './wizardRules';
import { WizardFrame } from './WizardFrame';

const EMPTY: WizardData = {
  email: '',
  companyName: '',
  website: '',
  competitors: [],
  keywords: [],
  prompts: [],
  phone: '',
};

const SUCCESS = 6;

const STEP_INTROS = [
  'Where should we send the report, and which company is it about?',
  'We use the website to find what the company does. Change it if we guessed wrong.',
  `Who do you compete with? Add up to ${MAX_COMPETITORS}; we count who AI answers name instead of you.`,
  `What do your buyers ask about? Add up to ${MAX_KEYWORDS} search topics.`,
  'The questions we will ask each AI platform. Edit any of them.',
  'Check the details, then generate your report.',
];

/** The public free-report wizard: six steps, each submit calling the server, then the success screen. */
export function ReportWizard() {
  const [data, setData] = useState<WizardData>(EMPTY);
  const [step, setStep] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<{ email: string; company: string } | null>(null);

  const [suggestWebsite, website] = useSuggestWebsiteMutation();
  const [suggestCompetitors, competitors] = useSuggestCompetitorsMutation();
  const [suggestKeywords, keywords] = useSuggestKeywordsMutation();
  const [suggestPrompts, prompts] = useSuggestPromptsMutation();
  const [requestReport, report] = useRequestReportMutation();
  const isLoading =
    website.loading || competitors.loading || keywords.loading || prompts.loading || report.loading;

  const update = (patch: Partial<WizardData>) => setData((current) => ({ ...current, ...patch }));
  const goTo = (next: number) => {
    setError(null);
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  /** Runs a step's call; on failure the step stays and the banner shows the step's message. */
  async function run(stepIndex: number, call: () => Promise<void>) {
    setError(null);
    try {
      await call();
    } catch (failure) {
      setError(bannerMessage(failure, STEP_ERRORS[stepIndex] ?? STEP_ERRORS[4]));
    }
  }

  const companyName = data.companyName.trim();
  const websiteValue = data.website.trim() || null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    switch (step) {
      case 0: {
        if (!isValidEmail(data.email)) {
          setEmailError(INVALID_EMAIL);
          return;
        }
        setEmailError(null);
        await run(0, async () => {
          const result = await suggestWebsite({ variables: { input: { companyName } } });
          const suggested = result.data?.suggestWebsite.website;
          if (suggested && !data.website.trim()) update({ website: suggested });
          goTo(1);
        });
        return;
      }
      case 1:
        await run(1, async () => {
          const result = await suggestCompetitors({
            variables: { input: { companyName, website: websiteValue } },
          });
          const suggested = result.data?.suggestCompetitors.competitors ?? [];
          if (withoutBlanks(data.competitors).length === 0)
            update({ competitors: suggested.length ? suggested.slice(0, MAX_COMPETITORS) : [''] });
          goTo(2);
        });
        return;
      case 2: {
        const chosen = withoutBlanks(data.competitors);
        update({ competitors: chosen });
        await run(2, async () => {
          const result = await suggestKeywords({
            variables: { input: { companyName, website: websiteValue, competitors: chosen } },
          });
          const suggested = result.data?.suggestKeywords.keywords ?? [];
          if (withoutBlanks(data.keywords).length === 0)
            update({ keywords: suggested.length ? suggested.slice(0, MAX_KEYWORDS) : [''] });
          goTo(3);
        });
        return;
      }
      case 3: {
        const chosen = withoutBlanks(data.keywords);
        update({ keywords: chosen.length ? chosen : [''] });
        await run(3, async () => {
          const result = await suggestPrompts({
            variables: {
              input: { companyName, competitors: withoutBlanks(data.competitors), keywords: chosen },
            },
          });
          if (withoutBlanks(data.prompts).length === 0)
            update({ prompts: promptSlots(result.data?.suggestPrompts.prompts ?? []) });
          goTo(4);
        });
        return;
      }
      case 4:
        update({ prompts: promptSlots(data.prompts) });
        goTo(5);
        return;
      case 5:
        await run(4, async () => {
          await requestReport({
            variables: {
              input: {
                email: data.email.trim(),
                companyName,
                website: websiteValue,
                competitors: withoutBlanks(data.competitors),
                keywords: withoutBlanks(data.keywords),
                prompts: withoutBlanks(data.prompts),
                phone: data.phone || null,
              },
            },
          });
          setSubmitted({ email: data.email.trim(), company: companyName });
          goTo(SUCCESS);
        });
    }
  }

  function reset() {
    setData(EMPTY);
    setSubmitted(null);
    setEmailError(null);
    goTo(0);
  }

  function fields() {
    switch (step) {
      case 0:
        return (
          <CompanyInfoStep
            data={data}
            update={update}
            emailError={emailError}
            onEmailEdited={() => setEmailError(null)}
          />
        );
      case 1:
        return <WebsiteStep data={data} update={update} />;
      case 2:
        return <CompetitorsStep data={data} update={update} />;
      case 3:
        return <SearchTopicsStep data={data} update={update} />;
      case 4:
        return <PromptsStep data={data} update={update} />;
      default:
        return <GenerateStep data={data} />;
    }
  }

  return (
    <WizardFrame
      title="Generate Your Free AI Visibility Report"
      intro="See how AI assistants like ChatGPT, Perplexity and Gemini talk about your company. Free, by e-mail."
    >
      {step === SUCCESS ? (
        <Success submitted={submitted} onReset={reset} />
      ) : (
        <Stepper
          id="wizard"
          steps={STEPS}
          current={step}
          intro={STEP_INTROS[step]!}
          banner={
            error ? (
              <Alert.Root
                status="error"
                variant="solid"
                mb="5"
                alignItems="center"
                data-testid="wizard-error"
              >
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Description>{error}</Alert.Description>
                </Alert.Content>
                <CloseButton
                  size="sm"
                  variant="ghost"
                  color="inherit"
                  aria-label="Dismiss"
                  onClick={() => setError(null)}
                />
              </Alert.Root>
            ) : null
          }
          busy={isLoading}
          onSubmit={submit}
          onBack={() => goTo(step - 1)}
          submitLabel={step === 5 ? 'Generate Report' : 'Next'}
          submitDisabled={step === 0 && (!data.email.trim() || !companyName)}
        >
          {fields()}
        </Stepper>
      )}
    </WizardFrame>
  );
}
