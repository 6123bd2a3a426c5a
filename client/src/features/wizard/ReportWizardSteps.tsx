/** The report wizard's steps (Company Info … Generate) and its success screen; ReportWizard runs them. */
import {
  Badge,
  Box,
  Button,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useReportSimulatedPlatformsQuery } from '../../__generated__/hooks';
import { simulatedAnswersNote } from '../collection/simulatedPlatforms';
import { SignUpInvite } from '../report/SignUpInvite';
import { ListFields } from './ListFields';
import { SummaryRow } from './Stepper';
import {
  EMAIL_PATTERN_ATTRIBUTE,
  INVALID_EMAIL,
  MAX_COMPETITORS,
  MAX_KEYWORDS,
  MAX_PROMPTS,
  promptLabel,
  promptSlots,
  withoutBlanks,
} from './wizardRules';

export interface WizardData {
  email: string;
  companyName: string;
  website: string;
  competitors: string[];
  keywords: string[];
  prompts: string[];
  /** The honeypot: people never see it. */
  phone: string;
}

type Update = (patch: Partial<WizardData>) => void;

export function CompanyInfoStep({
  data,
  update,
  emailError,
  onEmailEdited,
}: {
  data: WizardData;
  update: Update;
  emailError: string | null;
  /** The address changed: its error no longer applies. */
  onEmailEdited: () => void;
}) {
  return (
    <>
      <Field.Root required invalid={!!emailError}>
        <Field.Label>Email</Field.Label>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          maxLength={254}
          pattern={EMAIL_PATTERN_ATTRIBUTE}
          title={INVALID_EMAIL}
          placeholder="you@company.com"
          value={data.email}
          onChange={(event) => {
            update({ email: event.target.value });
            onEmailEdited();
          }}
        />
        {emailError && <Field.ErrorText>{emailError}</Field.ErrorText>}
      </Field.Root>
      <Field.Root required>
        <Field.Label>Company name</Field.Label>
        <Input
          name="companyName"
          autoComplete="organization"
          maxLength={100}
          placeholder="Acme Inc."
          value={data.companyName}
          onChange={(event) => update({ companyName: event.target.value })}
        />
      </Field.Root>
      {/* Honeypot: off-screen and out of the tab order; a person never fills it in. */}
      <Box aria-hidden="true" position="absolute" left="-10000px" w="1px" h="1px" overflow="hidden">
        <label>
          Phone
          <input
            name="phone"
            tabIndex={-1}
            autoComplete="off"
            value={data.phone}
            onChange={(event) => update({ phone: event.target.value })}
          />
        </label>
      </Box>
    </>
  );
}

export function WebsiteStep({ data, update }: { data: WizardData; update: Update }) {
  return (
    <Field.Root>
      <Field.Label>Website</Field.Label>
      <Input
        type="url"
        name="website"
        autoComplete="url"
        maxLength={500}
        placeholder="https://example.com"
        value={data.website}
        onChange={(event) => update({ website: event.target.value })}
      />
      <Field.HelperText>Optional.</Field.HelperText>
    </Field.Root>
  );
}

export function CompetitorsStep({ data, update }: { data: WizardData; update: Update }) {
  return (
    <>
      {withoutBlanks(data.competitors).length === 0 && (
        <Text textStyle="sm" color="fg.muted">
          We could not suggest competitors automatically. Type the ones you want to compare with.
        </Text>
      )}
      <ListFields
        label="Competitors"
        itemLabel="Competitor"
        placeholder="Competitor name"
        items={data.competitors}
        max={MAX_COMPETITORS}
        onChange={(items) => update({ competitors: items })}
      />
    </>
  );
}

export function SearchTopicsStep({ data, update }: { data: WizardData; update: Update }) {
  return (
    <ListFields
      label="Search topics"
      itemLabel="Topic"
      placeholder="e.g. project management software"
      items={data.keywords}
      max={MAX_KEYWORDS}
      keepAtLeast={1}
      onChange={(items) => update({ keywords: items })}
    />
  );
}

const LABEL_PALETTES: Record<string, string> = { Generic: 'gray', 'Brand-specific': 'teal' };

/**
 * At least ten prompt slots, each labelled Generic (the first eight) or Brand-specific, or "Names a
 * competitor" for a question that names one of the competitors and not the company.
 */
export function PromptsStep({ data, update }: { data: WizardData; update: Update }) {
  const slots = promptSlots(data.prompts);
  const onChange = (prompts: string[]) => update({ prompts });
  const names = { companyName: data.companyName, competitors: withoutBlanks(data.competitors) };
  return (
    <Stack gap="3">
      {slots.map((prompt, index) => {
        const label = promptLabel(index, prompt, names);
        return (
          <Field.Root key={index}>
            <HStack gap="2">
              <Field.Label m="0">{`Prompt ${index + 1}`}</Field.Label>
              <Badge size="sm" colorPalette={LABEL_PALETTES[label] ?? 'orange'} variant="subtle">
                {label}
              </Badge>
            </HStack>
            {/* A question wraps over lines as it is typed: whole questions stay readable on a phone. */}
            <Textarea
              autoresize
              rows={1}
              value={prompt}
              maxLength={500}
              onChange={(event) =>
                onChange(slots.map((value, i) => (i === index ? event.target.value : value)))
              }
            />
          </Field.Root>
        );
      })}
      {slots.length < MAX_PROMPTS && (
        <Button alignSelf="flex-start" variant="outline" size="sm" onClick={() => onChange([...slots, ''])}>
          {`+ Add prompt (${slots.length}/${MAX_PROMPTS})`}
        </Button>
      )}
    </Stack>
  );
}

/** The review before Generate Report. */
export function GenerateStep({ data }: { data: WizardData }) {
  const competitors = withoutBlanks(data.competitors);
  const keywords = withoutBlanks(data.keywords);
  const prompts = withoutBlanks(data.prompts);
  return (
    <Stack gap="0" aria-label="Report details">
      <SummaryRow label="Email">{data.email.trim()}</SummaryRow>
      <SummaryRow label="Company">{data.companyName.trim()}</SummaryRow>
      <SummaryRow label="Website">{data.website.trim() || '—'}</SummaryRow>
      <SummaryRow label="Competitors">{competitors.length ? competitors.join(', ') : '—'}</SummaryRow>
      <SummaryRow label="Search topics">{keywords.length ? keywords.join(', ') : '—'}</SummaryRow>
      <SummaryRow label="Prompts">{`${prompts.length} prompts`}</SummaryRow>
    </Stack>
  );
}

export function Success({
  submitted,
  onReset,
}: {
  submitted: { email: string; company: string } | null;
  onReset: () => void;
}) {
  // Without a vendor's key nothing is asked: said first, before the promise of a report.
  const { data } = useReportSimulatedPlatformsQuery();
  const simulatedNote = simulatedAnswersNote(data?.reportSimulatedPlatforms ?? [], "the report's figures");
  return (
    <Stack align="center" textAlign="center" gap="4" py="6" role="status">
      <Flex
        boxSize="14"
        rounded="full"
        bg="teal.subtle"
        color="teal.fg"
        align="center"
        justify="center"
        fontSize="2xl"
      >
        ✓
      </Flex>
      <Heading as="h2" size="xl">
        Your report is on its way
      </Heading>
      {simulatedNote && <Text role="note">{simulatedNote}</Text>}
      <Text fontSize="lg">You should be getting something within 5 minutes</Text>
      {submitted && (
        <Text color="fg.muted" textStyle="sm">
          {!data
            ? `We will e-mail the report on ${submitted.company} to ${submitted.email}.`
            : simulatedNote
              ? `We are preparing the report on ${submitted.company} and will e-mail the results to ${submitted.email}.`
              : `We are asking AI platforms about ${submitted.company} and will e-mail the results to ${submitted.email}.`}
        </Text>
      )}
      <Button colorPalette="teal" variant="outline" onClick={onReset} mt="2">
        Generate Another Report
      </Button>
      <SignUpInvite companyName={submitted?.company} />
    </Stack>
  );
}
