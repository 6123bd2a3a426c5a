// @vitest-environment node
import { expect, test } from 'vitest';
import { readableQuote } from './readableQuote';

test('a quote reads without its Markdown, its words as they are', () => {
  expect(readableQuote('**Quillstack**: Quillstack is `fast`.')).toBe('Quillstack: Quillstack is fast.');
  expect(readableQuote('([forbes.com](https://www.forbes.com/sites/best-api/))')).toBe('(forbes.com)');
  expect(readableQuote('| Quillstack | Long track record | Worth comparing |')).toBe(
    'Quillstack · Long track record · Worth comparing',
  );
  expect(readableQuote('Prices start at $5 | $10 for teams.')).toBe('Prices start at $5 | $10 for teams.');
});
