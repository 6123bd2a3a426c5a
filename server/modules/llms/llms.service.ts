/** llms.txt: validate and score a text, save it for the account, serve it publicly by account handle. */
import { announceDataChanged } from '../../db/data-changed';
import { badInput } from '../../lib/errors';
import { requireActionCenter, viewerProfile } from '../brands';
import { type BrandScope } from '../../scope';
import { scoreLlmsTxt } from './llms.score';
import { getLlmsTxt, getLlmsTxtByHandle, saveLlmsTxt as storeLlmsTxt, type LlmsTxtRow } from './llms.store';
import { validateLlmsTxt } from './llms.validator';
import type { Queryable } from '../../db/db';
import { requireRole } from '../../scope';

/** The largest llms.txt accepted (the format is meant for small contexts). */
export const MAX_LLMS_TXT_CHARS = 200_000;

export function analyzeLlmsTxt(text: string) {
  if (text.length > MAX_LLMS_TXT_CHARS)
    throw badInput(`LLMs.txt is limited to ${MAX_LLMS_TXT_CHARS} characters.`);
  const parsed = validateLlmsTxt(text);
  return {
    valid: parsed.valid,
    title: parsed.title,
    summary: parsed.summary,
    sections: parsed.sections.map((s) => ({
      title: s.title,
      line: s.line,
      links: s.links.length,
      optional: s.optional,
    })),
    linkCount: parsed.sections.reduce((sum, s) => sum + s.links.length, 0),
    issues: parsed.issues,
    scores: scoreLlmsTxt(text, parsed),
  };
}

export const llmsTxtPublicPath = (handle: string) => `/llms/${encodeURIComponent(handle)}/llms.txt`;

async function toFile(scope: BrandScope, row: LlmsTxtRow) {
  const profile = await viewerProfile(scope);
  return {
    content: row.content,
    updatedAt: row.updatedAt,
    publicPath: llmsTxtPublicPath(profile.username ?? scope.brandId),
  };
}

export async function accountLlmsTxt(scope: BrandScope) {
  const row = await getLlmsTxt(scope.db, scope.brandId);
  return row ? toFile(scope, row) : null;
}

/** Saves the file (a file with format errors is saved too: the issues come back with it). */
export async function saveAccountLlmsTxt(scope: BrandScope, content: string) {
  requireRole(scope, 'EDITOR', 'saving llms.txt');
  const analysis = analyzeLlmsTxt(content);
  if (!content.trim()) throw badInput('LLMs.txt is empty.');
  await requireActionCenter(scope);
  const row = await storeLlmsTxt(scope.db, scope.brandId, content);
  await announceDataChanged(scope);
  return { file: await toFile(scope, row), analysis };
}

export async function publicLlmsTxt(db: Queryable, handle: string) {
  if (!/^[\w.-]{1,64}$/.test(handle)) return null;
  return getLlmsTxtByHandle(db, handle);
}
