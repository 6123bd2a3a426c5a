import { expect, test } from 'vitest';
import { categoryInSentence } from './category-phrase';

test('a category reads as a common noun inside a sentence; the names and acronyms in it keep their capitals', () => {
  expect(categoryInSentence('Running shoes')).toBe('running shoes');
  expect(categoryInSentence('Coffee beans')).toBe('coffee beans');
  expect(categoryInSentence('Project management software')).toBe('project management software');
  expect(categoryInSentence('Dental clinics in Leeds')).toBe('dental clinics in Leeds');
  expect(categoryInSentence('  E-commerce   platforms ')).toBe('e-commerce platforms');
  expect(categoryInSentence('running shoes')).toBe('running shoes');
  expect(categoryInSentence('API management')).toBe('API management');
  expect(categoryInSentence('CRM')).toBe('CRM');
  expect(categoryInSentence('iPhone cases')).toBe('iPhone cases');
});

test('a topic typed in Title Case is lowered throughout', () => {
  expect(categoryInSentence('Project Management Software')).toBe('project management software');
  expect(categoryInSentence('Product Management')).toBe('product management');
  expect(categoryInSentence('Trail Running Shoes for Women')).toBe('trail running shoes for women');
  expect(categoryInSentence('Bot')).toBe('bot');
});
