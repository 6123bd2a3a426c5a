/** Onboarding's steps apart from the topics (TopicsEditor): brand, competitors and the review. */
import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { ListFields } from '../wizard/ListFields';
import { SummaryRow } from '../wizard/Stepper';
import {
  BRAND_ALIAS_MAX,
  BRAND_ALIASES_MAX,
  BRAND_NAME_MAX,
  BRAND_WEBSITE_MAX,
  clean,
  COMPETITOR_NAME_MAX,
  COMPETITORS_MAX,
  filled,
  withScheme,
  type BrandErrors,
  type OnboardingDraft,
} from './onboardingRules';

type Update = (patch: Partial<OnboardingDraft>) => void;

export function BrandStep({
  draft,
  update,
  problems,
  onNameBlur,
}: {
  draft: OnboardingDraft;
  update: Update;
  problems: BrandErrors;
  /** Leaving the name field: a good moment to suggest the website. */
  onNameBlur: () => void;
}) {
  return (
    <>
      <Field.Root required invalid={!!problems.name}>
        <Field.Label>Brand name</Field.Label>
        <Input
          name="brandName"
          autoComplete="organization"
          maxLength={BRAND_NAME_MAX}
          placeholder="Acme"
          value={draft.name}
          onChange={(event) => update({ name: event.target.value })}
          onBlur={onNameBlur}
        />
        {problems.name && <Field.ErrorText>{problems.name}</Field.ErrorText>}
      </Field.Root>
      <Field.Root invalid={!!problems.website}>
        <Field.Label>Website</Field.Label>
        <Input
          type="url"
          name="website"
          autoComplete="url"
          maxLength={BRAND_WEBSITE_MAX}
          placeholder="https://acme.com"
          value={draft.website}
          onChange={(event) => update({ website: event.target.value })}
          onBlur={() => update({ website: withScheme(draft.website) })}
        />
        {problems.website ? (
          <Field.ErrorText>{problems.website}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            Optional. Answers that cite your site without naming you are counted apart, as “cited, not named”.
          </Field.HelperText>
        )}
      </Field.Root>
      <Stack gap="2">
        <Text textStyle="sm" fontWeight="medium">
          Other names (aliases)
        </Text>
        <ListFields
          label="Aliases"
          itemLabel="Alias"
          placeholder="e.g. Acme Inc."
          items={draft.aliases}
          max={BRAND_ALIASES_MAX}
          maxLength={BRAND_ALIAS_MAX}
          onChange={(aliases) => update({ aliases })}
        />
        {problems.aliases && (
          <Text textStyle="sm" color="fg.error" role="alert">
            {problems.aliases}
          </Text>
        )}
      </Stack>
    </>
  );
}

export function CompetitorsStep({
  draft,
  update,
  problem,
}: {
  draft: OnboardingDraft;
  update: Update;
  problem: string | null;
}) {
  return (
    <Stack gap="2">
      {filled(draft.competitors).length === 0 && (
        <Text textStyle="sm" color="fg.muted">
          We could not suggest competitors automatically. Type the ones you want to compare with, or go on
          without.
        </Text>
      )}
      <ListFields
        label="Competitors"
        itemLabel="Competitor"
        placeholder="Competitor name"
        items={draft.competitors}
        max={COMPETITORS_MAX}
        maxLength={COMPETITOR_NAME_MAX}
        onChange={(items) => update({ competitors: items })}
      />
      {problem && (
        <Text textStyle="sm" color="fg.error" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

/** The review before Start tracking. */
export function ReviewStep({ draft }: { draft: OnboardingDraft }) {
  const aliases = filled(draft.aliases);
  const competitors = filled(draft.competitors);
  const prompts = draft.topics.reduce((sum, topic) => sum + filled(topic.prompts).length, 0);
  return (
    <Stack gap="0" aria-label="Onboarding summary">
      <SummaryRow label="Brand">{clean(draft.name)}</SummaryRow>
      <SummaryRow label="Website">{draft.website.trim() || '—'}</SummaryRow>
      <SummaryRow label="Aliases">{aliases.length ? aliases.join(', ') : '—'}</SummaryRow>
      <SummaryRow label="Competitors">{competitors.length ? competitors.join(', ') : '—'}</SummaryRow>
      <SummaryRow label={`Topics (${prompts} prompts)`}>
        {draft.topics.map((topic, index) => (
          <Text key={index}>
            <Text as="span" fontWeight="medium">
              {clean(topic.name)}
            </Text>
            {` — ${filled(topic.prompts).length} prompts`}
          </Text>
        ))}
      </SummaryRow>
    </Stack>
  );
}
