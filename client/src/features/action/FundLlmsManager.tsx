import {
  Badge,
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FUND_BRAND, FUND_SITE, LLM_CONTENT, type LlmContentItem } from './data/fund';
import { SectionCard, ToolHeader } from './parts';
import { buildLlmsExport, filterItems, saveItem, TAGS_PER_ITEM } from './rules';

const STATUS_PALETTE = { published: 'green', draft: 'yellow', archived: 'gray' } as const;
export const FUND_SUMMARY =
  'Early-stage venture capital fund investing in climate, fintech and developer tools.';

/** Starts a download of a text file (a Blob URL on a temporary link). */
export function downloadText(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The fund's LLMs.txt content manager: local edits, export of published items only. */
export function FundLlmsManager({ now = () => new Date() }: { now?: () => Date }) {
  const [items, setItems] = useState<LlmContentItem[]>(LLM_CONTENT);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const categories = useMemo(() => [...new Set(LLM_CONTENT.map((i) => i.category))].sort(), []);
  const visible = filterItems(items, search, category);
  const selected = items.find((i) => i.id === selectedId) ?? null;

  const onSave = () => {
    if (!selected || draft === null) return;
    setItems((all) => all.map((i) => (i.id === selected.id ? saveItem(i, draft, now()) : i)));
    setDraft(null);
  };

  return (
    <Stack gap="6">
      <ToolHeader title="LLMs.txt Manager" description="Curate the content AI models read about your fund" />
      <Flex gap="3" wrap="wrap" justify="flex-end">
        <Button variant="outline">Add Content</Button>
        <Button
          colorPalette="teal"
          onClick={() =>
            downloadText('llms.txt', buildLlmsExport(items, FUND_BRAND, FUND_SITE, FUND_SUMMARY))
          }
        >
          Export LLMs.txt
        </Button>
      </Flex>
      <SimpleGrid columns={{ base: 1, lg: 5 }} gap="6" alignItems="start">
        <Box gridColumn={{ lg: 'span 2' }}>
          <SectionCard title="Content">
            <Stack gap="3">
              <Input
                placeholder="Search content..."
                aria-label="Search content"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  aria-label="Category"
                  value={category}
                  onChange={(e) => setCategory(e.target.value)}
                >
                  <option value="all">All categories</option>
                  {categories.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Stack gap="2" maxH="480px" overflowY="auto" role="list" aria-label="Content items">
                {visible.map((i) => (
                  <Box role="listitem" key={i.id}>
                    <Button
                      variant={i.id === selectedId ? 'subtle' : 'ghost'}
                      w="full"
                      h="auto"
                      p="3"
                      justifyContent="flex-start"
                      textAlign="left"
                      whiteSpace="normal"
                      borderWidth="1px"
                      aria-pressed={i.id === selectedId}
                      onClick={() => {
                        setSelectedId(i.id);
                        setDraft(null);
                      }}
                    >
                      <Stack gap="1.5" w="full">
                        <Flex justify="space-between" gap="2">
                          <Text fontWeight="medium">{i.title}</Text>
                          <Badge colorPalette={STATUS_PALETTE[i.status]}>{i.status}</Badge>
                        </Flex>
                        <HStack gap="1" wrap="wrap">
                          <Text textStyle="xs" color="fg.muted" mr="1">
                            {i.category}
                          </Text>
                          {i.tags.slice(0, TAGS_PER_ITEM).map((t) => (
                            <Badge key={t} size="sm" variant="outline" data-testid="tag">
                              {t}
                            </Badge>
                          ))}
                        </HStack>
                      </Stack>
                    </Button>
                  </Box>
                ))}
                {visible.length === 0 && (
                  <Text textStyle="sm" color="fg.muted" py="4" textAlign="center">
                    No matching content
                  </Text>
                )}
              </Stack>
            </Stack>
          </SectionCard>
        </Box>
        <Box gridColumn={{ lg: 'span 3' }}>
          {selected ? (
            <SectionCard
              title={selected.title}
              description={`${selected.category} · ${selected.wordCount} words · last modified ${selected.lastModified}`}
              extra={
                draft === null ? (
                  <Button size="sm" variant="outline" onClick={() => setDraft(selected.content)}>
                    Edit
                  </Button>
                ) : (
                  <HStack>
                    <Button size="sm" colorPalette="teal" onClick={onSave}>
                      Save Changes
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
                      Cancel
                    </Button>
                  </HStack>
                )
              }
            >
              <Stack gap="5">
                {draft === null ? (
                  <Text whiteSpace="pre-wrap" data-testid="item-content">
                    {selected.content}
                  </Text>
                ) : (
                  <Textarea
                    aria-label="Edit content"
                    value={draft}
                    onChange={(e) => setDraft(e.target.value)}
                    minH="48"
                  />
                )}
                <Box>
                  <Heading as="h3" size="sm" mb="2">
                    Analytics
                  </Heading>
                  <SimpleGrid columns={2} gap="3">
                    <Box bg="bg.muted" rounded="lg" p="3" role="group" aria-label="Readability">
                      <Text textStyle="2xl" fontWeight="bold">
                        92%
                      </Text>
                      <Text textStyle="xs" color="fg.muted">
                        Readability
                      </Text>
                    </Box>
                    <Box bg="bg.muted" rounded="lg" p="3" role="group" aria-label="Quality">
                      <Text textStyle="2xl" fontWeight="bold">
                        A+
                      </Text>
                      <Text textStyle="xs" color="fg.muted">
                        Quality
                      </Text>
                    </Box>
                  </SimpleGrid>
                </Box>
              </Stack>
            </SectionCard>
          ) : (
            <SectionCard title="No Content Selected">
              <Text color="fg.muted">Select an item in the content list to view or edit it.</Text>
            </SectionCard>
          )}
        </Box>
      </SimpleGrid>
    </Stack>
  );
}
