/**
 * The page filter as every new REST figure takes it (../shared/DESIGN.md): period (7d, 30d, 90d, all) or
 * period_from/period_to, platforms (comma-separated ids), topic_id, prompt_kind (unbranded, branded, all),
 * read into the arguments GraphQL's figures take, so the service applies the same defaults (30 days, every
 * platform, unbranded) and the same checks.
 */
import type { Request } from 'express';
import { PERIOD_WORD_PROBLEM, presetOfWord } from '../../graphql/shared/period-rules';
import { badInput } from '../lib/errors';
import { queryParam } from './handler';

const PROMPT_KINDS = { unbranded: 'UNBRANDED', branded: 'BRANDED', all: 'ALL' } as const;

export function pageFilterArgsOf(req: Request) {
  const word = queryParam(req, 'period');
  const from = queryParam(req, 'period_from');
  const to = queryParam(req, 'period_to');
  const preset = word === null ? null : presetOfWord(word);
  if (word !== null && preset === null) throw badInput(PERIOD_WORD_PROBLEM);
  if (word !== null && (from !== null || to !== null))
    throw badInput('period cannot be combined with period_from or period_to.');
  const kindWord = (queryParam(req, 'prompt_kind') ?? 'unbranded').toLowerCase();
  if (!(kindWord in PROMPT_KINDS)) throw badInput('prompt_kind must be unbranded, branded or all.');
  const platforms = queryParam(req, 'platforms');
  return {
    period: preset !== null ? { preset } : from !== null || to !== null ? { from, to } : null,
    platforms: platforms ? platforms.split(',') : null,
    promptKind: PROMPT_KINDS[kindWord as keyof typeof PROMPT_KINDS],
    topicId: queryParam(req, 'topic_id'),
  };
}
