import {
  Badge,
  Button,
  Checkbox,
  Field,
  Fieldset,
  Flex,
  Input,
  NumberInput,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { EngineSettings_SettingsFragment, Platform } from '../../../__generated__/graphql';
import { useEngineSettingsQuery, useUpdateEngineSettingsMutation } from '../../../__generated__/hooks';
import { Panel } from '../../../components/Panel';
import { toaster } from '../../../components/toaster';
import { formatCount, pluralize } from '../../../lib/format';
import { PLATFORMS, platformName } from '../../../lib/platforms';
import { firstProblem, SAMPLES_PER_PROMPT } from '../../../../../graphql/shared/input-rules';
import { countryCode, COUNTRIES, languageCode, LANGUAGES } from '../../../../../graphql/shared/markets';
import { APP_SURFACE_PLATFORMS } from '../../../../../graphql/shared/surfaces';
import { errorMessage } from './refetch';

const ENGINES = PLATFORMS.map((platform) => ({ platform, label: platformName(platform) }));

// The platforms a scraping provider can read through their consumer app, as GraphQL values, in the
// product's order.
const APPS = APP_SURFACE_PLATFORMS.map((id) => id.toUpperCase() as Platform).map((platform) => ({
  platform,
  label: platformName(platform),
}));

const sameSet = (a: readonly Platform[], b: readonly Platform[]) =>
  a.length === b.length && a.every((p) => b.includes(p));

const hour = (h: number) => `${String(h).padStart(2, '0')}:00 UTC`;

const countryName = (code: string) => COUNTRIES.find(([c]) => c === code.trim().toUpperCase())?.[2];
const languageName = (code: string) => LANGUAGES.find(([c]) => c === code.trim().toLowerCase())?.[1];

/** A two-letter code with its problem, or its meaning, below it. */
function CodeField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
  help: string;
}) {
  return (
    <Field.Root invalid={props.problem !== null} maxW="56">
      <Field.Label>{props.label}</Field.Label>
      <Input size="sm" value={props.value} onChange={(e) => props.onChange(e.target.value)} maxLength={2} />
      {props.problem ? (
        <Field.ErrorText>{props.problem}</Field.ErrorText>
      ) : (
        <Field.HelperText>{props.help}</Field.HelperText>
      )}
    </Field.Root>
  );
}

function EngineSettingsForm({
  settings,
  activePrompts,
}: {
  settings: EngineSettings_SettingsFragment;
  activePrompts: number;
}) {
  const [platforms, setPlatforms] = useState<readonly Platform[]>(settings.platforms);
  const [appPlatforms, setAppPlatforms] = useState<readonly Platform[]>(settings.appPlatforms);
  const [samples, setSamples] = useState(String(settings.samplesPerPrompt));
  const [country, setCountry] = useState(settings.country);
  const [language, setLanguage] = useState(settings.language);
  const countryProblem = firstProblem(countryCode, country);
  const languageProblem = firstProblem(languageCode, language);
  const [error, setError] = useState<string | null>(null);
  const [update, { loading }] = useUpdateEngineSettingsMutation({ refetchQueries: ['EngineSettings'] });

  const samplesPerPrompt = Number(samples);
  const samplesValid =
    Number.isInteger(samplesPerPrompt) &&
    samplesPerPrompt >= SAMPLES_PER_PROMPT.min &&
    samplesPerPrompt <= SAMPLES_PER_PROMPT.max;
  const countryChanged = country.trim().toUpperCase() !== settings.country;
  const languageChanged = language.trim().toLowerCase() !== settings.language;
  const appsChanged = !sameSet(appPlatforms, settings.appPlatforms);
  const changed =
    samplesPerPrompt !== settings.samplesPerPrompt ||
    countryChanged ||
    languageChanged ||
    appsChanged ||
    !sameSet(platforms, settings.platforms);
  // Each app platform chosen is one more answer per prompt and sample, beside its API answer.
  const answersPerRun =
    activePrompts * (platforms.length + appPlatforms.length) * (samplesValid ? samplesPerPrompt : 0);

  const toggle = (platform: Platform, checked: boolean) =>
    setPlatforms((prev) =>
      ENGINES.map((e) => e.platform).filter((p) => (p === platform ? checked : prev.includes(p))),
    );
  const toggleApp = (platform: Platform, checked: boolean) =>
    setAppPlatforms((prev) =>
      APPS.map((e) => e.platform).filter((p) => (p === platform ? checked : prev.includes(p))),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await update({
        variables: {
          input: {
            platforms: [...platforms],
            samplesPerPrompt,
            ...(appsChanged ? { appPlatforms: [...appPlatforms] } : {}),
            // Sent when changed: the server checks the codes (and answers in the words shown here).
            ...(countryChanged ? { country } : {}),
            ...(languageChanged ? { language } : {}),
          },
        },
      });
      toaster.create({
        type: 'success',
        title: 'Engine settings saved',
        description: 'They apply from the next run.',
      });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Engine settings">
      <Stack gap="5">
        <Fieldset.Root invalid={platforms.length === 0}>
          <Fieldset.Legend textStyle="sm" fontWeight="medium">
            Platforms asked
          </Fieldset.Legend>
          <Stack gap="2.5" w="full">
            {ENGINES.map(({ platform, label }) => {
              const real = settings.realPlatforms.includes(platform);
              return (
                <Flex key={platform} align="center" justify="space-between" gap="3">
                  <Checkbox.Root
                    checked={platforms.includes(platform)}
                    onCheckedChange={(e) => toggle(platform, e.checked === true)}
                    colorPalette="teal"
                    size="sm"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{label}</Checkbox.Label>
                  </Checkbox.Root>
                  <Badge
                    size="sm"
                    variant="subtle"
                    colorPalette={real ? 'green' : 'gray'}
                    title={
                      real
                        ? 'Answered by the platform’s API.'
                        : 'No API key on the server: answers come from the simulated engine and are labelled simulated.'
                    }
                  >
                    {real ? 'Live API' : 'Simulated'}
                  </Badge>
                </Flex>
              );
            })}
          </Stack>
          {platforms.length === 0 && <Fieldset.ErrorText>Choose at least one engine.</Fieldset.ErrorText>}
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend textStyle="sm" fontWeight="medium">
            Also asked through their app
          </Fieldset.Legend>
          <Fieldset.HelperText textStyle="xs">
            The consumer app can answer differently from the API and shows product cards. Each one ticked adds
            an answer per prompt and sample, read from the app’s page.
          </Fieldset.HelperText>
          <Stack gap="2.5" w="full" mt="1">
            {APPS.map(({ platform, label }) => {
              const real = settings.realAppPlatforms.includes(platform);
              return (
                <Flex key={platform} align="center" justify="space-between" gap="3">
                  <Checkbox.Root
                    checked={appPlatforms.includes(platform)}
                    onCheckedChange={(e) => toggleApp(platform, e.checked === true)}
                    colorPalette="teal"
                    size="sm"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{`${label} app`}</Checkbox.Label>
                  </Checkbox.Root>
                  <Badge
                    size="sm"
                    variant="subtle"
                    colorPalette={real ? 'green' : 'gray'}
                    title={
                      real
                        ? 'Read from the app’s page by the scraping provider configured on the server.'
                        : 'No scraping provider configured for it on the server: its app answers come from the simulated app and are labelled simulated.'
                    }
                  >
                    {real ? 'Live app' : 'Simulated'}
                  </Badge>
                </Flex>
              );
            })}
          </Stack>
        </Fieldset.Root>

        <Field.Root invalid={!samplesValid}>
          <Field.Label>Samples per prompt</Field.Label>
          <NumberInput.Root
            value={samples}
            onValueChange={(e) => setSamples(e.value)}
            min={SAMPLES_PER_PROMPT.min}
            max={SAMPLES_PER_PROMPT.max}
            step={1}
            size="sm"
            maxW="28"
          >
            <NumberInput.Control />
            <NumberInput.Input aria-label="Samples per prompt" />
          </NumberInput.Root>
          <Field.HelperText>
            Each prompt is asked this many times per platform and run ({SAMPLES_PER_PROMPT.min}–
            {SAMPLES_PER_PROMPT.max}). AI answers vary from one ask to the next; more samples put more answers
            behind every visibility figure, so its 95 % interval narrows (four samples roughly halve it).
          </Field.HelperText>
        </Field.Root>

        <Flex gap="4" wrap="wrap">
          <CodeField
            label="Country"
            value={country}
            onChange={setCountry}
            problem={countryProblem}
            help={`${countryName(country)}: ISO 3166-1 code (US, GB, DE…)`}
          />
          <CodeField
            label="Language"
            value={language}
            onChange={setLanguage}
            problem={languageProblem}
            help={`${languageName(language)}: ISO 639-1 code (en, de, fr…)`}
          />
        </Flex>
        <Text textStyle="xs" color="fg.muted">
          Google’s AI Overview and AI Mode are fetched for this country and language; ChatGPT, Claude and
          Perplexity search the web from the country.
        </Text>

        <Text textStyle="sm" color="fg.muted">
          Each run asks {pluralize(activePrompts, 'prompt')} × {pluralize(platforms.length, 'platform')}
          {appPlatforms.length > 0 && ` and ${pluralize(appPlatforms.length, 'app')}`} ×{' '}
          {pluralize(samplesValid ? samplesPerPrompt : 0, 'sample')} ={' '}
          <Text as="span" fontWeight="semibold" color="fg">
            {formatCount(answersPerRun)} answers
          </Text>
          , daily at {hour(settings.dailyHourUtc)}.
        </Text>

        {error && (
          <Text role="alert" textStyle="sm" color="fg.error">
            {error}
          </Text>
        )}
        <Button
          type="submit"
          size="sm"
          colorPalette="teal"
          alignSelf="flex-start"
          loading={loading}
          disabled={
            !changed ||
            !samplesValid ||
            platforms.length === 0 ||
            countryProblem !== null ||
            languageProblem !== null
          }
        >
          Save engine settings
        </Button>
      </Stack>
    </form>
  );
}

/** Which AI platforms a run asks (simulated or live), which also through their app, and how many samples per prompt. */
export function EngineSettingsPanel({ activePrompts }: { activePrompts: number }) {
  const { data, error } = useEngineSettingsQuery();
  const settings = data?.collectionSettings;
  return (
    <Panel title="Engines" description="What each collection run asks.">
      {settings ? (
        <EngineSettingsForm
          // Saved settings come back from the server: start the form over from them.
          key={`${settings.platforms.join()}-${settings.appPlatforms.join()}-${settings.samplesPerPrompt}-${settings.country}-${settings.language}`}
          settings={settings}
          activePrompts={activePrompts}
        />
      ) : (
        <Text textStyle="sm" color={error ? 'fg.error' : 'fg.muted'}>
          {error ? `Engine settings could not be loaded: ${error.message}` : 'Loading engine settings...'}
        </Text>
      )}
    </Panel>
  );
}
