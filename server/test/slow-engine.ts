/** For crash tests: an engine that waits ENGINE_DELAY_MS before each answer, so a test can kill its worker mid-run. */
import type { AnswerEngine } from '../core/engines';

const delayMs = Number(process.env.ENGINE_DELAY_MS ?? '0');

export const slow = (engine: AnswerEngine): AnswerEngine => ({
  ...engine,
  ask: async (input) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return engine.ask(input);
  },
});
