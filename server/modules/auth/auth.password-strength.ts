/**
 * Common and easily guessed passwords, judged by zxcvbn-ts with its common and English dictionaries
 * (leaked-password lists, names, words, keyboard patterns) and the user's own e-mail and username. The
 * dictionaries (1.7 MB of script) load with the first password checked, not with the server.
 */
import { commonJsExports, lazily } from '../../lib/lazily';

/** zxcvbn's score 0–1: fewer than a million guesses. */
const MIN_SCORE = 2;

const estimator = lazily(async () => {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import('@zxcvbn-ts/core').then(commonJsExports),
    import('@zxcvbn-ts/language-common').then(commonJsExports),
    import('@zxcvbn-ts/language-en').then(commonJsExports),
  ]);
  return new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
});

/** Why the password is too easy to guess (zxcvbn's warning), or null when it is strong enough. */
export async function passwordWeakness(password: string, userInputs: string[]): Promise<string | null> {
  const result = (await estimator()).check(password, userInputs);
  if (result.score >= MIN_SCORE) return null;
  return result.feedback.warning || 'It is among the passwords tried first.';
}
