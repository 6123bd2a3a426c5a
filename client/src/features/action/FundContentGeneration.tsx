import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  Flex,
  Heading,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState } from 'react';
import { SelectField } from '../../components/SelectField';
import { AUDIENCES, CONTENT_TEMPLATES, CONTENT_TYPES, FUND_BRAND, TONES } from './data/fund';
import { CopyButton, SectionCard, ToolHeader } from './parts';
import { TEMPLATE_PREVIEW_CHARS } from './rules';
import { ClaimsToCheck, draftOrigin, DraftText, useContentDraft } from './ContentDraft';
import { useRoleGate } from '../workspace/role';

const label = (s: string) => s.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
export const preview = (text: string) =>
  text.length > TEMPLATE_PREVIEW_CHARS ? `${text.slice(0, TEMPLATE_PREVIEW_CHARS)}...` : text;

export const INSIGHTS = [
  { label: 'AI Visibility Score', value: '87%' },
  { label: 'Readability', value: '92%' },
  { label: 'Citation Potential', value: '85%' },
];

/** The brief as the draft's title line and body: the server writes from it and the fund's facts only. */
export const briefText = (type: string, audience: string, tone: string, prompt: string) =>
  `${label(type)} for ${label(audience).toLowerCase()} (${tone} tone)\n\n${prompt.trim()}`;

const choices = (values: string[]) => values.map((value) => ({ value, label: label(value) }));

/** Content Generation (fund variant): settings, templates, a 2-second simulated generation. */
export function FundContentGeneration() {
  const [type, setType] = useState(CONTENT_TYPES[0]!);
  const [audience, setAudience] = useState(AUDIENCES[0]!);
  const [tone, setTone] = useState(TONES[0]!);
  const [prompt, setPrompt] = useState('');
  const draft = useContentDraft();
  const writeGate = useRoleGate('EDITOR');
  const { content, generating, generate } = draft;
  const output = content?.text ?? '';
  const run = () => generate(briefText(type, audience, tone, prompt), 'BALANCED');

  return (
    <Stack gap="6">
      <ToolHeader title="Content Generation" description="Draft AI-optimized content for your fund" />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Stack gap="6">
          <SectionCard title="Settings">
            <Stack gap="3">
              <SelectField
                label="Content type"
                value={type}
                options={choices(CONTENT_TYPES)}
                onChange={setType}
              />
              <SelectField
                label="Audience"
                value={audience}
                options={choices(AUDIENCES)}
                onChange={setAudience}
              />
              <SelectField label="Tone" value={tone} options={choices(TONES)} onChange={setTone} />
              <Field.Root>
                <Field.Label>Custom prompt</Field.Label>
                <Textarea
                  value={prompt}
                  onChange={(e) => setPrompt(e.target.value)}
                  placeholder="Describe what you want to write..."
                  minH="24"
                />
              </Field.Root>
              <Flex gap="2">
                <Button
                  colorPalette="teal"
                  onClick={run}
                  disabled={!prompt.trim() || generating || !writeGate.allowed}
                  title={writeGate.reason ?? undefined}
                >
                  {generating ? 'Generating...' : 'Generate'}
                </Button>
              </Flex>
            </Stack>
          </SectionCard>
          <SectionCard title="Templates">
            <Stack gap="3">
              {CONTENT_TEMPLATES.map((t) => (
                <Card.Root key={t.id} variant="outline" size="sm">
                  <Card.Body gap="1.5">
                    <Flex justify="space-between" gap="2" align="center">
                      <Heading as="h3" size="sm">
                        {t.title}
                      </Heading>
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => {
                          setType(t.type);
                          setPrompt(t.prompt);
                        }}
                      >
                        Use Template
                      </Button>
                    </Flex>
                    <Text textStyle="xs" color="fg.muted">
                      {t.description}
                    </Text>
                    <Text textStyle="sm" data-testid="template-preview">
                      {preview(t.example)}
                    </Text>
                  </Card.Body>
                </Card.Root>
              ))}
            </Stack>
          </SectionCard>
        </Stack>
        <Stack gap="6">
          <SectionCard
            title="Generated Content"
            extra={
              <Flex gap="2">
                <CopyButton text={output} label="Copy to clipboard" disabled={!output || generating} />
                <Button
                  size="sm"
                  variant="outline"
                  onClick={run}
                  disabled={!output || generating || !prompt.trim() || !writeGate.allowed}
                >
                  Regenerate
                </Button>
              </Flex>
            }
          >
            <Stack gap="2">
              {content && !generating && (
                <Text textStyle="sm" color="fg.muted" data-testid="draft-origin">
                  {draftOrigin(content, FUND_BRAND)}
                </Text>
              )}
              <Box minH="48" bg="bg.muted" rounded="lg" p="4">
                <DraftText draft={draft} data-testid="generated-output" />
              </Box>
            </Stack>
          </SectionCard>
          {content && !generating && <ClaimsToCheck content={content} />}
          <SectionCard
            title="Content Insights"
            description="Example figures: not measured on your draft"
            extra={
              <Badge colorPalette="gray" variant="subtle">
                Example
              </Badge>
            }
          >
            <SimpleGrid columns={3} gap="3">
              {INSIGHTS.map((i) => (
                <Box key={i.label} bg="bg.muted" rounded="lg" p="3" role="group" aria-label={i.label}>
                  <Text textStyle="2xl" fontWeight="bold">
                    {i.value}
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    {i.label}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
          </SectionCard>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
