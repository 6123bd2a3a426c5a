/**
 * Common and easily guessed passwords, judged by zxcvbn-ts with its common and English dictionaries
 * (leaked-password lists, names, words, keyboard patterns) and the user's own e-mail and username.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/** zxcvbn's score 0–1: fewer than a million guesses. */
const MIN_SCORE = 2;

let estimator: ZxcvbnFactory | undefined;

/** Why the password is too easy to guess (zxcvbn's warning), or null when it is strong enough. */
export function passwordWeakness(password: string, userInputs: string[]): string | null {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  const result = estimator.check(password, userInputs);
  if (result.score >= MIN_SCORE) return null;
  return result.feedback.warning || 'It is among the passwords tried first.';
}
