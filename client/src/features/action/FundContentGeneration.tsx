import { Box, Button, Card, Field, Flex, Heading, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { SelectField } from '../../components/SelectField';
import { AUDIENCES, CONTENT_TEMPLATES, CONTENT_TYPES, FUND_BRAND, TONES } from './data/fund';
import { CopyButton, SectionCard, ToolHeader } from './parts';
import { TEMPLATE_PREVIEW_CHARS } from './rules';
import { useSimulatedGeneration } from './useSimulatedGeneration';

const label = (s: string) => s.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
export const preview = (text: string) =>
  text.length > TEMPLATE_PREVIEW_CHARS ? `${text.slice(0, TEMPLATE_PREVIEW_CHARS)}...` : text;

export const INSIGHTS = [
  { label: 'AI Visibility Score', value: '87%' },
  { label: 'Readability', value: '92%' },
  { label: 'Citation Potential', value: '85%' },
];

function cannedText(type: string, audience: string, tone: string, prompt: string) {
  return `${label(type)} for ${label(audience).toLowerCase()} (${tone} tone)

${FUND_BRAND} — ${prompt.trim()}

Early-stage climate and fintech companies raised 18% more at seed in 2025 than a year earlier, according to PitchBook. Across our portfolio of 42 companies, median revenue grew 2.4x in the first two years after our investment.

"The founders we back win because they pair technical depth with relentless customer focus," says a Lumen Peak partner.

Key takeaways:
- Seed valuations are rising fastest in grid software and carbon accounting
- Follow-on rates for our portfolio stand at 78%
- We expect 2026 to be a record year for climate infrastructure rounds`;
}

const choices = (values: string[]) => values.map((value) => ({ value, label: label(value) }));

/** Content Generation (fund variant): settings, templates, a 2-second simulated generation. */
export function FundContentGeneration() {
  const [type, setType] = useState(CONTENT_TYPES[0]!);
  const [audience, setAudience] = useState(AUDIENCES[0]!);
  const [tone, setTone] = useState(TONES[0]!);
  const [prompt, setPrompt] = useState('');
  const { output, generating, generate } = useSimulatedGeneration();
  const run = () => generate(() => cannedText(type, audience, tone, prompt));

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
                <Button colorPalette="teal" onClick={run} disabled={!prompt.trim() || generating}>
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
                  disabled={!output || generating || !prompt.trim()}
                >
                  Regenerate
                </Button>
              </Flex>
            }
          >
            <Box minH="48" bg="bg.muted" rounded="lg" p="4">
              <Text whiteSpace="pre-wrap" color={output && !generating ? undefined : 'fg.muted'}>
                {generating ? 'Generating...' : output || 'Generated content will appear here...'}
              </Text>
            </Box>
          </SectionCard>
          <SectionCard title="Content Insights">
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
