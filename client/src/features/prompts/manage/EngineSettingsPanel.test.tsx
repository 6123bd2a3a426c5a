import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { UpdateEngineSettingsDocument } from '../../../__generated__/hooks';
import { renderWithProviders, type RenderOptions } from '../../../test/render';
import { EngineSettingsPanel } from './EngineSettingsPanel';
import { engineSettings, engineSettingsMock } from './fixtures';

const renderPanel = (mocks: NonNullable<RenderOptions['mocks']> = []) =>
  renderWithProviders(<EngineSettingsPanel activePrompts={12} />, {
    mocks: [engineSettingsMock(), ...mocks],
  });

const engine = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const row = (name: string) => engine(name).closest('label')!.parentElement as HTMLElement;

test('shows the platforms asked, which are simulated, the samples and what a run asks', async () => {
  renderPanel();
  expect(await screen.findByRole('checkbox', { name: 'ChatGPT' })).toBeInTheDocument();
  expect(['ChatGPT', 'Perplexity', 'Gemini', 'Claude'].map((n) => engine(n).checked)).toEqual([
    true,
    true,
    false,
    false,
  ]);
  expect(within(row('ChatGPT')).getByText('Live API')).toBeInTheDocument();
  for (const name of ['Perplexity', 'Gemini', 'Claude'])
    expect(within(row(name)).getByText('Simulated')).toBeInTheDocument();
  expect((screen.getByRole('spinbutton', { name: 'Samples per prompt' }) as HTMLInputElement).value).toBe(
    '1',
  );
  expect(screen.getByText(/its 95 % interval narrows/)).toBeInTheDocument();
  expect(
    screen.getByText(
      (_, el) =>
        el?.tagName === 'P' &&
        el.textContent ===
          'Each run asks 12 prompts × 2 platforms × 1 sample = 24 answers, daily at 06:00 UTC.',
    ),
  ).toBeInTheDocument();
  expect((screen.getByRole('button', { name: 'Save engine settings' }) as HTMLButtonElement).disabled).toBe(
    true,
  );
});

test('choosing engines and samples saves them with updateCollectionSettings', async () => {
  renderPanel([
    {
      request: {
        query: UpdateEngineSettingsDocument,
        variables: { input: { platforms: ['CHATGPT', 'GEMINI'], samplesPerPrompt: 3 } },
      },
      result: {
        data: {
          updateCollectionSettings: {
            __typename: 'UpdateCollectionSettingsPayload',
            settings: engineSettings({ platforms: ['CHATGPT', 'GEMINI'], samplesPerPrompt: 3 }),
          },
        },
      },
    },
    engineSettingsMock(engineSettings({ platforms: ['CHATGPT', 'GEMINI'], samplesPerPrompt: 3 })),
  ]);
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Perplexity' }));
  fireEvent.click(engine('Gemini'));
  const samples = screen.getByRole('spinbutton', { name: 'Samples per prompt' });
  fireEvent.focus(samples);
  fireEvent.input(samples, { target: { value: '3' } });
  await waitFor(() => expect(screen.getByText('72 answers')).toBeInTheDocument());
  fireEvent.click(screen.getByRole('button', { name: 'Save engine settings' }));
  expect(await screen.findByText('Engine settings saved')).toBeInTheDocument();
  await waitFor(() => expect(engine('Gemini').checked).toBe(true));
  expect(engine('Perplexity').checked).toBe(false);
});

test('no engine at all cannot be saved; a refusal shows in the server’s words', async () => {
  renderPanel([
    {
      request: {
        query: UpdateEngineSettingsDocument,
        variables: { input: { platforms: ['CHATGPT', 'PERPLEXITY', 'CLAUDE'], samplesPerPrompt: 1 } },
      },
      result: { errors: [{ message: 'Unknown engine: claude.' }] },
    },
  ]);
  fireEvent.click(await screen.findByRole('checkbox', { name: 'ChatGPT' }));
  fireEvent.click(engine('Perplexity'));
  expect(await screen.findByText('Choose at least one engine.')).toBeInTheDocument();
  const save = screen.getByRole('button', { name: 'Save engine settings' }) as HTMLButtonElement;
  expect(save.disabled).toBe(true);

  fireEvent.click(engine('ChatGPT'));
  fireEvent.click(engine('Perplexity'));
  fireEvent.click(engine('Claude'));
  await waitFor(() => expect(save.disabled).toBe(false));
  fireEvent.click(save);
  expect((await screen.findByRole('alert')).textContent).toBe('Unknown engine: claude.');
});

test('country and language: shown by name, a code ISO does not list is refused beside its field, a valid one is saved', async () => {
  renderPanel([
    {
      request: {
        query: UpdateEngineSettingsDocument,
        variables: {
          input: { platforms: ['CHATGPT', 'PERPLEXITY'], samplesPerPrompt: 1, country: 'gb', language: 'de' },
        },
      },
      result: {
        data: {
          updateCollectionSettings: {
            __typename: 'UpdateCollectionSettingsPayload',
            settings: engineSettings({ country: 'GB', language: 'de' }),
          },
        },
      },
    },
    engineSettingsMock(engineSettings({ country: 'GB', language: 'de' })),
  ]);
  const country = (await screen.findByRole('textbox', { name: 'Country' })) as HTMLInputElement;
  const language = screen.getByRole('textbox', { name: 'Language' }) as HTMLInputElement;
  expect([country.value, language.value]).toEqual(['US', 'en']);
  expect(screen.getByText(/^United States: ISO 3166-1 code/)).toBeInTheDocument();
  expect(screen.getByText(/^English: ISO 639-1 code/)).toBeInTheDocument();
  const save = screen.getByRole('button', { name: 'Save engine settings' }) as HTMLButtonElement;

  fireEvent.change(country, { target: { value: 'UK' } });
  expect(
    await screen.findByText('The country must be a two-letter ISO 3166-1 code, such as US, GB or DE.'),
  ).toBeInTheDocument();
  expect(save.disabled).toBe(true);
  fireEvent.change(language, { target: { value: 'xx' } });
  expect(
    await screen.findByText('The language must be a two-letter ISO 639-1 code, such as en, de or fr.'),
  ).toBeInTheDocument();

  fireEvent.change(country, { target: { value: 'gb' } });
  fireEvent.change(language, { target: { value: 'de' } });
  expect(await screen.findByText(/^United Kingdom: ISO 3166-1 code/)).toBeInTheDocument();
  expect(screen.getByText(/^German: ISO 639-1 code/)).toBeInTheDocument();
  await waitFor(() => expect(save.disabled).toBe(false));
  fireEvent.click(save);
  expect(await screen.findByText('Engine settings saved')).toBeInTheDocument();
  await waitFor(() =>
    expect((screen.getByRole('textbox', { name: 'Country' }) as HTMLInputElement).value).toBe('GB'),
  );
});

test('the apps: which of ChatGPT, Perplexity and Gemini are also asked through their app, real or simulated, saved with appPlatforms', async () => {
  const before = engineSettings({ appPlatforms: ['PERPLEXITY'], realAppPlatforms: ['CHATGPT', 'GEMINI'] });
  const after = engineSettings({
    appPlatforms: ['CHATGPT', 'GEMINI'],
    realAppPlatforms: ['CHATGPT', 'GEMINI'],
  });
  renderWithProviders(<EngineSettingsPanel activePrompts={12} />, {
    mocks: [
      engineSettingsMock(before),
      {
        request: {
          query: UpdateEngineSettingsDocument,
          variables: {
            input: {
              platforms: ['CHATGPT', 'PERPLEXITY'],
              samplesPerPrompt: 1,
              appPlatforms: ['CHATGPT', 'GEMINI'],
            },
          },
        },
        result: {
          data: {
            updateCollectionSettings: { __typename: 'UpdateCollectionSettingsPayload', settings: after },
          },
        },
      },
      engineSettingsMock(after),
    ],
  });
  const app = (name: string) => screen.getByRole('checkbox', { name: `${name} app` }) as HTMLInputElement;
  expect(await screen.findByRole('checkbox', { name: 'ChatGPT app' })).toBeInTheDocument();
  // Only the three platforms a provider can read through their app are offered.
  expect(screen.queryByRole('checkbox', { name: 'Claude app' })).toBeNull();
  expect(['ChatGPT', 'Perplexity', 'Gemini'].map((n) => app(n).checked)).toEqual([false, true, false]);
  const badge = (name: string) => within(app(name).closest('label')!.parentElement as HTMLElement);
  expect(badge('ChatGPT').getByText('Live app')).toBeInTheDocument();
  expect(badge('Gemini').getByText('Live app')).toBeInTheDocument();
  expect(badge('Perplexity').getByText('Simulated')).toBeInTheDocument();
  // An app answer is one more answer per prompt and sample.
  expect(
    screen.getByText(
      (_, el) =>
        el?.tagName === 'P' &&
        el.textContent ===
          'Each run asks 12 prompts × 2 platforms and 1 app × 1 sample = 36 answers, daily at 06:00 UTC.',
    ),
  ).toBeInTheDocument();
  const save = screen.getByRole('button', { name: 'Save engine settings' }) as HTMLButtonElement;
  expect(save.disabled).toBe(true);

  fireEvent.click(app('Perplexity'));
  fireEvent.click(app('Gemini'));
  fireEvent.click(app('ChatGPT'));
  await waitFor(() => expect(screen.getByText('48 answers')).toBeInTheDocument());
  // The API choice is untouched by the app choice.
  expect(engine('Perplexity').checked).toBe(true);
  await waitFor(() => expect(save.disabled).toBe(false));
  // Earlier tests' toasts may still show: the save adds one more.
  const toasts = () => screen.queryAllByText('Engine settings saved').length;
  const shown = toasts();
  fireEvent.click(save);
  await waitFor(() => expect(toasts()).toBe(shown + 1));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(['ChatGPT', 'Perplexity', 'Gemini'].map((n) => app(n).checked)).toEqual([true, false, true]);
});
