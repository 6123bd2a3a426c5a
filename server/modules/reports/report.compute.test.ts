/**
 * The free report's figures leave failed captures, refusals and questions shown no answer out of every
 * share, as the dashboards do, and count each apart.
 */
import { describe, expect, test } from 'vitest';
import type { AnswerEngine, EngineAnswer, Platform } from '../../core/engines';
import { computeReport, withPromptKinds, type ReportResults } from './report.compute';

const QUESTIONS = [
  'What are the best API gateways for a small team?',
  'Which API gateway is easiest to self-host?',
  'What should I use to rate-limit a public API?',
];

/** An engine answering each question with what `reply` gives for its index (an Error is a failed capture). */
function engine(platform: Platform, reply: (index: number) => EngineAnswer | Error): AnswerEngine {
  return {
    platform,
    engine: 'stub',
    model: `${platform.toLowerCase()}-stub`,
    simulated: false,
    ask: async ({ prompt }) => {
      const answer = reply(QUESTIONS.indexOf(prompt));
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
}

const naming = (text: string): EngineAnswer => ({ text, citations: [], model: 'stub' });

const subject = { companyName: 'Quillstack', website: null, competitors: ['Kongly'], prompts: QUESTIONS };

describe('the free report', () => {
  test('a refusal, no answer and a failure are counted apart and out of visibility', async () => {
    const results = await computeReport(
      subject,
      [
        // Names the brand once in three; refuses the third question through the vendor's refusal field.
        engine('chatgpt', (i) =>
          i === 2
            ? { text: 'I can’t help with that request.', citations: [], model: 'stub', refused: true }
            : naming(
                i === 0 ? 'Quillstack is a solid choice; Kongly is another.' : 'Kongly is the usual pick.',
              ),
        ),
        // Shows no answer for the second question, fails the third.
        engine('google_ai_overview', (i) =>
          i === 1
            ? { text: '', citations: [], model: 'stub', noAnswer: true }
            : i === 2
              ? new Error('upstream timeout')
              : naming('Quillstack and Kongly both work well.'),
        ),
      ],
      { day: '2026-11-28' },
    );
    // 6 turns: 3 answered (2 naming the brand), 1 refused, 1 no answer, 1 failed.
    expect(results).toMatchObject({ answers: 3, failed: 1, refused: 1, noAnswers: 1, visibleAnswers: 2 });
    expect(results.visibility).toBeCloseTo((2 / 3) * 100, 1);
    const [chatgpt, overview] = results.platforms;
    expect(chatgpt).toMatchObject({
      answers: 2,
      refused: 1,
      noAnswers: 0,
      failed: 0,
      visible: 1,
      visibility: 50,
    });
    expect(overview).toMatchObject({
      answers: 1,
      refused: 0,
      noAnswers: 1,
      failed: 1,
      visible: 1,
      visibility: 100,
    });
    // The third question: refused on one platform, failed on the other, so no share of it is read.
    const third = results.prompts[2]!;
    expect(third.visibility).toBe(0);
    expect(
      third.platforms.map(({ refused, noAnswer, error }) => [refused, noAnswer, error !== null]),
    ).toEqual([
      [true, false, false],
      [false, false, true],
    ]);
    // Each answered cell keeps its answer, so the report's figures open what they count; the rest none.
    expect(results.prompts[0]!.platforms.map((cell) => cell.answer)).toEqual([
      'Quillstack is a solid choice; Kongly is another.',
      'Quillstack and Kongly both work well.',
    ]);
    expect(third.platforms.map((cell) => cell.answer)).toEqual([null, null]);
  });

  test('a source only simulated answers cite is marked simulated; one a real engine cites too is not', async () => {
    const citing = (urls: string[]): EngineAnswer => ({
      text: 'Quillstack and Kongly are the usual picks.',
      citations: urls.map((url) => ({ url })),
      model: 'stub',
    });
    const simulated = {
      ...engine('gemini', () =>
        citing(['https://en.wikipedia.org/wiki/Made_up', 'https://konghq.example/docs']),
      ),
      simulated: true,
    };
    const real = engine('chatgpt', () => citing(['https://konghq.example/docs']));
    const results = await computeReport(subject, [simulated, real], { day: '2026-11-28' });
    const origin = Object.fromEntries(results.sources.map((source) => [source.url, source.simulated]));
    expect(origin).toEqual({
      'https://en.wikipedia.org/wiki/Made_up': true,
      'https://konghq.example/docs': false,
    });
    // A report stored before the origin was kept: simulated only where every platform was.
    const stored = (simulatedPlatforms: boolean[]) =>
      withPromptKinds(
        {
          ...results,
          platforms: results.platforms.map((p, i) => ({ ...p, simulated: simulatedPlatforms[i]! })),
          sources: results.sources.map(({ url, domain, count }) => ({ url, domain, count })),
        } as unknown as ReportResults,
        subject,
      ).sources.map((source) => source.simulated);
    expect(stored([true, true])).toEqual([true, true]);
    expect(stored([true, false])).toEqual([false, false]);
  });

  test('results stored before refusals were counted apart read none', () => {
    const stored = {
      answers: 1,
      failed: 0,
      visibleAnswers: 1,
      visibility: 100,
      platforms: [{ platform: 'chatgpt', model: 'm', simulated: true, answers: 1, failed: 0, visible: 1 }],
      prompts: [
        {
          prompt: QUESTIONS[0],
          kind: 'generic',
          visibility: 100,
          platforms: [
            { platform: 'chatgpt', visible: true, position: 1, sentiment: 60, competitors: [], error: null },
          ],
        },
      ],
    } as unknown as ReportResults;
    const read = withPromptKinds(stored, subject);
    expect(read).toMatchObject({ refused: 0, noAnswers: 0, platforms: [{ refused: 0, noAnswers: 0 }] });
    expect(read.prompts[0]!.platforms[0]).toMatchObject({ refused: false, noAnswer: false, answer: null });
    expect(read.unbranded).toMatchObject({ answers: 1, refused: 0, noAnswers: 0 });
  });

  test("kinds stored in the database's words read in the API's", () => {
    const prompt = (kind: string, question: string) => ({
      prompt: question,
      kind,
      visibility: 0,
      platforms: [],
    });
    const figures = { prompts: 1, answers: 0, refused: 0, noAnswers: 0, platforms: [] };
    const stored = {
      answers: 0,
      failed: 0,
      refused: 0,
      noAnswers: 0,
      visibleAnswers: 0,
      visibility: 0,
      platforms: [],
      prompts: [prompt('brand', 'Is Acme any good?'), prompt('generic', QUESTIONS[0]!)],
      unbranded: figures,
      branded: figures,
    } as unknown as ReportResults;
    expect(withPromptKinds(stored, subject).prompts.map((row) => row.kind)).toEqual(['BRANDED', 'UNBRANDED']);
  });
});
