// @vitest-environment node
import { expect, test } from 'vitest';
import { promptsData } from '../test/fixtures';
import { filterPromptGroups, visibilityStatusFor } from './prompts';

const groups = promptsData().promptGroups;

test('status thresholds: 70 % or more great, 40 % or more medium, else poor', () => {
  expect(visibilityStatusFor(100)).toBe('GREAT');
  expect(visibilityStatusFor(70)).toBe('GREAT');
  expect(visibilityStatusFor(69.9)).toBe('MEDIUM');
  expect(visibilityStatusFor(40)).toBe('MEDIUM');
  expect(visibilityStatusFor(39.9)).toBe('POOR');
  expect(visibilityStatusFor(0)).toBe('POOR');
});

test('without a search every group is listed, sorted by name', () => {
  expect(filterPromptGroups(groups, '  ').map((g) => g.name)).toEqual([
    'Investment Strategy',
    'Portfolio Companies',
  ]);
});

test('a search matches questions case-insensitively and keeps only the matching questions', () => {
  const result = filterPromptGroups(groups, 'CLIMATE');
  expect(result.map((g) => g.name)).toEqual(['Investment Strategy', 'Portfolio Companies']);
  expect(result[1]?.prompts.map((p) => p.id)).toEqual(['p1']);
});

test('a search matching a group name keeps the group', () => {
  const result = filterPromptGroups(groups, 'portfolio');
  expect(result.map((g) => g.name)).toEqual(['Portfolio Companies']);
  expect(result[0]?.prompts).toHaveLength(2);
});

test('a search matching nothing gives no groups', () => {
  expect(filterPromptGroups(groups, 'blockchain')).toEqual([]);
});
