/** Which tracked entities a span of the answer names. */
import type { Mention } from '../mentions/types';
import type { Span } from '../text/spans';

/** Whether a mention and a span share a character. */
export const overlaps = (mention: Span, span: Span) => mention.start < span.end && mention.end > span.start;

/** Which entities are named in a span: brand (entity 0) and/or others. */
export function named(mentions: readonly Mention[], span: Span) {
  let brand = false;
  let others = false;
  for (const mention of mentions) {
    if (mention.start >= span.end) break;
    if (!overlaps(mention, span)) continue;
    if (mention.entity === 0) brand = true;
    else others = true;
  }
  return { brand, others };
}
