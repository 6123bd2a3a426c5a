import {
  Badge,
  Box,
  Button,
  CloseButton,
  Field,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import {
  ATTRIBUTE_LANGUAGES,
  attributeLanguageName,
  BRAND_ATTRIBUTE_LIMITS,
  brandAttributesInput,
} from '../../../../graphql/shared/brand-attributes';
import type { AttributesSection_BrandFragment, BrandAttributeInput } from '../../__generated__/graphql';
import { useSetBrandAttributesMutation } from '../../__generated__/hooks';
import { Panel } from '../../components/Panel';
import { toaster } from '../../components/toaster';
import { RoleHint, useRoleGate } from '../workspace/role';

type Attribute = AttributesSection_BrandFragment['attributes'][number];

/** One attribute as the form holds it: each language's words as typed, separated by commas. */
interface DraftAttribute {
  name: string;
  words: { language: string; text: string }[];
}

const draftOf = (attribute: Attribute): DraftAttribute => ({
  name: attribute.name,
  words: attribute.words.map(({ language, words }) => ({ language, text: words.join(', ') })),
});

/** The draft as the mutation takes it: words split at commas, empty pieces left out. */
const inputOf = (drafts: readonly DraftAttribute[]): BrandAttributeInput[] =>
  drafts.map(({ name, words }) => ({
    name,
    words: words.map(({ language, text }) => ({
      language,
      words: text
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean),
    })),
  }));

/** The server's own messages by attribute (the shared rules), or null when every attribute is fine. */
function attributeErrors(input: readonly BrandAttributeInput[]): (string | null)[] | null {
  const parsed = brandAttributesInput.safeParse(input);
  if (parsed.success) return null;
  const errors: (string | null)[] = input.map(() => null);
  for (const issue of parsed.error.issues) {
    const index = issue.path[0];
    if (typeof index === 'number') errors[index] ??= issue.message;
    else errors[0] = issue.message;
  }
  return errors;
}

const LANGUAGE_OPTIONS = ATTRIBUTE_LANGUAGES.map((code) => ({ code, name: attributeLanguageName(code) }));

/** The first language a draft has no words for yet, for its next "Add language". */
const nextLanguage = (draft: DraftAttribute) =>
  ATTRIBUTE_LANGUAGES.find((code) => !draft.words.some(({ language }) => language === code)) ?? 'en';

function AttributeFields({
  draft,
  index,
  error,
  onChange,
  onRemove,
}: {
  draft: DraftAttribute;
  index: number;
  error: string | null;
  onChange: (draft: DraftAttribute) => void;
  onRemove: () => void;
}) {
  const label = draft.name.trim() || `Attribute ${index + 1}`;
  const setWords = (at: number, change: Partial<DraftAttribute['words'][number]>) =>
    onChange({
      ...draft,
      words: draft.words.map((entry, i) => (i === at ? { ...entry, ...change } : entry)),
    });
  return (
    <Stack gap="2" borderWidth="1px" rounded="lg" p="3" role="group" aria-label={label}>
      <HStack align="flex-end" gap="2">
        <Field.Root flex="1" invalid={Boolean(error)}>
          <Field.Label>Name</Field.Label>
          <Input
            value={draft.name}
            maxLength={BRAND_ATTRIBUTE_LIMITS.nameMax}
            placeholder="e.g. battery life"
            onChange={(event) => onChange({ ...draft, name: event.target.value })}
          />
        </Field.Root>
        <CloseButton size="sm" variant="ghost" aria-label={`Remove ${label}`} onClick={onRemove} />
      </HStack>
      {draft.words.map((entry, at) => (
        <HStack key={at} gap="2" align="flex-end">
          <Field.Root w="36" flex="none">
            <Field.Label>Language</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={entry.language}
                onChange={(event) => setWords(at, { language: event.target.value })}
              >
                {LANGUAGE_OPTIONS.map(({ code, name }) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root flex="1">
            <Field.Label>{`Words in ${attributeLanguageName(entry.language)}`}</Field.Label>
            <Input
              size="sm"
              value={entry.text}
              placeholder="battery life, battery"
              onChange={(event) => setWords(at, { text: event.target.value })}
            />
          </Field.Root>
          <CloseButton
            size="sm"
            variant="ghost"
            aria-label={`Remove ${attributeLanguageName(entry.language)} words of ${label}`}
            onClick={() => onChange({ ...draft, words: draft.words.filter((_, i) => i !== at) })}
          />
        </HStack>
      ))}
      {error && (
        <Text textStyle="sm" color="fg.error" role="alert">
          {error}
        </Text>
      )}
      <Button
        alignSelf="flex-start"
        variant="outline"
        size="xs"
        onClick={() =>
          onChange({ ...draft, words: [...draft.words, { language: nextLanguage(draft), text: '' }] })
        }
      >
        + Add language
      </Button>
    </Stack>
  );
}

function AttributesForm({ attributes, onDone }: { attributes: readonly Attribute[]; onDone: () => void }) {
  const [drafts, setDrafts] = useState<DraftAttribute[]>(() => attributes.map(draftOf));
  // Attributes are checked once a save was tried, then as they change.
  const [checked, setChecked] = useState(false);
  const [setBrandAttributes, { loading }] = useSetBrandAttributesMutation({
    refetchQueries: ['ReanalysisProgress'],
  });
  const errors = checked ? attributeErrors(inputOf(drafts)) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const input = inputOf(drafts);
    if (attributeErrors(input)) return;
    try {
      await setBrandAttributes({ variables: { input: { attributes: input } } });
      toaster.create({
        type: 'success',
        title: 'Attributes saved',
        description: 'Past answers that use their words are re-analysed; the progress shows under the brand.',
      });
      onDone();
    } catch (error) {
      toaster.create({ type: 'error', title: 'Error', description: (error as Error).message });
    }
  };

  return (
    <form onSubmit={submit} aria-label="Edit attributes">
      <Stack gap="3">
        {drafts.map((draft, index) => (
          <AttributeFields
            key={index}
            draft={draft}
            index={index}
            error={errors?.[index] ?? null}
            onChange={(changed) => setDrafts(drafts.map((d, i) => (i === index ? changed : d)))}
            onRemove={() => setDrafts(drafts.filter((_, i) => i !== index))}
          />
        ))}
        {drafts.length < BRAND_ATTRIBUTE_LIMITS.attributes && (
          <Button
            alignSelf="flex-start"
            variant="outline"
            size="sm"
            onClick={() => setDrafts([...drafts, { name: '', words: [{ language: 'en', text: '' }] }])}
          >
            {`+ Add attribute (${drafts.length}/${BRAND_ATTRIBUTE_LIMITS.attributes})`}
          </Button>
        )}
        <HStack>
          <Button type="submit" colorPalette="teal" size="sm" loading={loading}>
            Save attributes
          </Button>
          <Button variant="ghost" size="sm" onClick={onDone} disabled={loading}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/**
 * Settings' "Attributes": what matters about the brand beyond the shared aspects ("battery life", "vegan"),
 * each with the words that mark it per language; What AI says counts the statements that use them. Editors
 * and up edit them; viewers read them.
 */
export function AttributesSection({ brand }: { brand: AttributesSection_BrandFragment | null }) {
  const [editing, setEditing] = useState(false);
  const gate = useRoleGate('EDITOR');
  const attributes = brand?.attributes ?? [];
  return (
    <Box id="attributes">
      <Panel
        title="Attributes"
        description="What matters about your brand beyond price, quality or service, and the words answers use for it"
      >
        {!brand ? (
          <Text color="fg.muted" textStyle="sm">
            Set up the brand first.
          </Text>
        ) : editing && gate.allowed ? (
          <AttributesForm attributes={attributes} onDone={() => setEditing(false)} />
        ) : (
          <Stack gap="3" align="flex-start">
            {attributes.length === 0 ? (
              <Text color="fg.muted" textStyle="sm">
                No attributes yet: add one (“battery life”) with its words, and What AI says counts what
                answers say of it.
              </Text>
            ) : (
              <Stack as="ul" gap="2" p="0" m="0" listStyleType="none" w="full">
                {attributes.map((attribute) => (
                  <Stack as="li" key={attribute.name} gap="1" aria-label={attribute.name}>
                    <Text fontWeight="semibold">{attribute.name}</Text>
                    {attribute.words.map(({ language, words }) => (
                      <Wrap key={language} gap="1.5" align="center">
                        <Text as="span" textStyle="xs" color="fg.muted">
                          {attributeLanguageName(language)}
                        </Text>
                        {words.map((word) => (
                          <Badge key={word} variant="outline">
                            {word}
                          </Badge>
                        ))}
                      </Wrap>
                    ))}
                  </Stack>
                ))}
              </Stack>
            )}
            <Button
              variant="outline"
              size="xs"
              onClick={() => setEditing(true)}
              disabled={!gate.allowed}
              title={gate.reason ?? undefined}
            >
              Edit attributes
            </Button>
            <RoleHint gate={gate} />
          </Stack>
        )}
      </Panel>
    </Box>
  );
}
