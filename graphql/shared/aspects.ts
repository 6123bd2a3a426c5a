/**
 * The shared taxonomy of what answers say about a brand (its statements' aspects), one list for the analyzer,
 * the schema's Aspect enum, the client and the labelled corpus. The words that mark each aspect are data in
 * each language pack (server/core/analysis/languages/<code>/words.json, "aspects").
 */
export const ASPECTS = [
  'PRICE_VALUE',
  'QUALITY_PERFORMANCE',
  'EASE_OF_USE',
  'CUSTOMER_SERVICE',
  'RELIABILITY_TRUST',
  'FEATURES_RANGE',
  'PRIVACY_SECURITY',
  'AVAILABILITY_DELIVERY',
  'SUSTAINABILITY_ETHICS',
  'REPUTATION',
] as const;

export type Aspect = (typeof ASPECTS)[number];

/** Each aspect as a screen names it. */
export const ASPECT_LABELS: Readonly<Record<Aspect, string>> = {
  PRICE_VALUE: 'Price and value',
  QUALITY_PERFORMANCE: 'Quality and performance',
  EASE_OF_USE: 'Ease of use',
  CUSTOMER_SERVICE: 'Customer service',
  RELIABILITY_TRUST: 'Reliability and trust',
  FEATURES_RANGE: 'Features and range',
  PRIVACY_SECURITY: 'Privacy and security',
  AVAILABILITY_DELIVERY: 'Availability and delivery',
  SUSTAINABILITY_ETHICS: 'Sustainability and ethics',
  REPUTATION: 'Reputation',
};
