import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import {
  useRequestReportMutation,
  useSuggestCompetitorsMutation,
  useSuggestKeywordsMutation,
  useSuggestPromptsMutation,
  useSuggestWebsiteMutation,
} from '../../__generated__/hooks';
import { ListFields } from './ListFields';
import { WizardProgress } from './WizardProgress';
import {
  bannerMessage,
  EMAIL_PATTERN_ATTRIBUTE,
  INVALID_EMAIL,
  isValidEmail,
  MAX_COMPETITORS,
  MAX_KEYWORDS,
  MAX_PROMPTS,
  promptLabel,
  promptSlots,
  STEP_ERRORS,
  STEPS,
  withoutBlanks,
} from './wizardRules';
import { StepNav, SummaryRow, WizardFrame } from './WizardFrame';

interface WizardData {
  email: string;
  companyName: string;
  website: string;
  competitors: string[];
  keywords: string[];
  prompts: string[];
  /** The honeypot: people never see it. */
  phone: string;
}

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

  /** Runs a step's call; on failure the step stays and the banner shows the spec's message. */
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

  return (
    <WizardFrame
      title="Generate Your Free AI Visibility Report"
      intro="See how AI assistants like ChatGPT, Perplexity and Gemini talk about your company. Free, by e-mail."
    >
      {step < SUCCESS && <WizardProgress current={step} />}
      {error && (
        <Alert.Root status="error" variant="solid" mb="5" alignItems="center" data-testid="wizard-error">
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
      )}
      {step === SUCCESS ? (
        <Success submitted={submitted} onReset={reset} />
      ) : (
        <form onSubmit={submit} aria-busy={isLoading} aria-labelledby="wizard-step-title">
          <Stack gap="5">
            <Stack gap="1">
              <Heading as="h2" size="lg" id="wizard-step-title">
                {STEPS[step]}
              </Heading>
              <Text color="fg.muted" textStyle="sm">
                {STEP_INTROS[step]}
              </Text>
            </Stack>
            {step === 0 && (
              <>
                <Field.Root required invalid={!!emailError}>
                  <Field.Label>Email</Field.Label>
                  <Input
                    type="email"
                    name="email"
                    autoComplete="email"
                    maxLength={254}
                    pattern={EMAIL_PATTERN_ATTRIBUTE}
                    title={INVALID_EMAIL}
                    placeholder="you@company.com"
                    value={data.email}
                    onChange={(event) => {
                      update({ email: event.target.value });
                      setEmailError(null);
                    }}
                  />
                  {emailError && <Field.ErrorText>{emailError}</Field.ErrorText>}
                </Field.Root>
                <Field.Root required>
                  <Field.Label>Company name</Field.Label>
                  <Input
                    name="companyName"
                    autoComplete="organization"
                    maxLength={100}
                    placeholder="Acme Inc."
                    value={data.companyName}
                    onChange={(event) => update({ companyName: event.target.value })}
                  />
                </Field.Root>
                {/* Honeypot: off-screen and out of the tab order; a person never fills it in. */}
                <Box aria-hidden="true" position="absolute" left="-10000px" w="1px" h="1px" overflow="hidden">
                  <label>
                    Phone
                    <input
                      name="phone"
                      tabIndex={-1}
                      autoComplete="off"
                      value={data.phone}
                      onChange={(event) => update({ phone: event.target.value })}
                    />
                  </label>
                </Box>
              </>
            )}
            {step === 1 && (
              <Field.Root>
                <Field.Label>Website</Field.Label>
                <Input
                  type="url"
                  name="website"
                  autoComplete="url"
                  maxLength={500}
                  placeholder="https://example.com"
                  value={data.website}
                  onChange={(event) => update({ website: event.target.value })}
                />
                <Field.HelperText>Optional.</Field.HelperText>
              </Field.Root>
            )}
            {step === 2 && (
              <>
                {withoutBlanks(data.competitors).length === 0 && (
                  <Text textStyle="sm" color="fg.muted">
                    We could not suggest competitors automatically. Type the ones you want to compare with.
                  </Text>
                )}
                <ListFields
                  label="Competitors"
                  itemLabel="Competitor"
                  placeholder="Competitor name"
                  items={data.competitors}
                  max={MAX_COMPETITORS}
                  onChange={(items) => update({ competitors: items })}
                />
              </>
            )}
            {step === 3 && (
              <ListFields
                label="Search topics"
                itemLabel="Topic"
                placeholder="e.g. project management software"
                items={data.keywords}
                max={MAX_KEYWORDS}
                keepAtLeast={1}
                onChange={(items) => update({ keywords: items })}
              />
            )}
            {step === 4 && (
              <PromptFields prompts={data.prompts} onChange={(items) => update({ prompts: items })} />
            )}
            {step === 5 && <Summary data={data} />}
            <StepNav
              step={step}
              onBack={() => goTo(step - 1)}
              busy={isLoading}
              submitLabel={step === 5 ? 'Generate Report' : 'Next'}
              submitDisabled={step === 0 && (!data.email.trim() || !companyName)}
            />
          </Stack>
        </form>
      )}
    </WizardFrame>
  );
}

function PromptFields({ prompts, onChange }: { prompts: string[]; onChange: (prompts: string[]) => void }) {
  const slots = promptSlots(prompts);
  return (
    <Stack gap="3">
      {slots.map((prompt, index) => (
        <Field.Root key={index}>
          <HStack gap="2">
            <Field.Label m="0">{`Prompt ${index + 1}`}</Field.Label>
            <Badge size="sm" colorPalette={index < 8 ? 'gray' : 'teal'} variant="subtle">
              {promptLabel(index)}
            </Badge>
          </HStack>
          <Input
            value={prompt}
            maxLength={500}
            onChange={(event) =>
              onChange(slots.map((value, i) => (i === index ? event.target.value : value)))
            }
          />
        </Field.Root>
      ))}
      {slots.length < MAX_PROMPTS && (
        <Button alignSelf="flex-start" variant="outline" size="sm" onClick={() => onChange([...slots, ''])}>
          {`+ Add prompt (${slots.length}/${MAX_PROMPTS})`}
        </Button>
      )}
    </Stack>
  );
}

function Summary({ data }: { data: WizardData }) {
  const competitors = withoutBlanks(data.competitors);
  const keywords = withoutBlanks(data.keywords);
  const prompts = withoutBlanks(data.prompts);
  return (
    <Stack gap="0" aria-label="Report details">
      <SummaryRow label="Email">{data.email.trim()}</SummaryRow>
      <SummaryRow label="Company">{data.companyName.trim()}</SummaryRow>
      <SummaryRow label="Website">{data.website.trim() || '—'}</SummaryRow>
      <SummaryRow label="Competitors">{competitors.length ? competitors.join(', ') : '—'}</SummaryRow>
      <SummaryRow label="Search topics">{keywords.length ? keywords.join(', ') : '—'}</SummaryRow>
      <SummaryRow label="Prompts">{`${prompts.length} prompts`}</SummaryRow>
    </Stack>
  );
}

function Success({
  submitted,
  onReset,
}: {
  submitted: { email: string; company: string } | null;
  onReset: () => void;
}) {
  return (
    <Stack align="center" textAlign="center" gap="4" py="6" role="status">
      <Flex
        boxSize="14"
        rounded="full"
        bg="teal.subtle"
        color="teal.fg"
        align="center"
        justify="center"
        fontSize="2xl"
      >
        ✓
      </Flex>
      <Heading as="h2" size="xl">
        Your report is on its way
      </Heading>
      <Text fontSize="lg">You should be getting something within 5 minutes</Text>
      {submitted && (
        <Text color="fg.muted" textStyle="sm">
          {`We are asking AI platforms about ${submitted.company} and will e-mail the results to ${submitted.email}.`}
        </Text>
      )}
      <Button colorPalette="teal" variant="outline" onClick={onReset} mt="2">
        Generate Another Report
      </Button>
    </Stack>
  );
}
