import { badInput } from '../../lib/errors';
import type { AccountScope } from '../accounts/accounts.service';
import { MAX_CONTENT_CHARS, scoreContent } from './content.score';

/** Scores pasted text for the comparison and generation screens; nothing is stored. */
export function contentScores(_scope: AccountScope, text: string) {
  if (text.length > MAX_CONTENT_CHARS) throw badInput(`Text is limited to ${MAX_CONTENT_CHARS} characters.`);
  return scoreContent(text);
}
