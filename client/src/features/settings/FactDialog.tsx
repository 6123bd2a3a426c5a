import { Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { BrandFactKind, FactsSettingsRoute_FactFragment } from '../../__generated__/graphql';
import { useSetBrandFactMutation } from '../../__generated__/hooks';
import {
  BRAND_FACT_KIND_LABELS,
  BRAND_FACT_KINDS,
  factProblem,
  LIST_SEPARATOR,
} from '../../../../graphql/shared/brand-facts';
import { SelectField } from '../../components/SelectField';
import { ManageDialog } from '../prompts/manage/ManageDialog';

const KIND_OPTIONS = BRAND_FACT_KINDS.map((kind) => ({ value: kind, label: BRAND_FACT_KIND_LABELS[kind] }));
const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** "en: price; costs" per line, as the aliases field shows them and reads them back. */
const aliasesText = (aliases: FactsSettingsRoute_FactFragment['aliases']) =>
  aliases.map(({ language, words }) => `${language}: ${words.join(LIST_SEPARATOR)}`).join('\n');

function aliasesOf(text: string) {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const [language = '', words = ''] = line.split(/:(.*)/s);
      return {
        language: language.trim(),
        words: words
          .split(';')
          .map((word) => word.trim())
          .filter(Boolean),
      };
    });
}

const blank = { key: '', label: '', kind: 'TEXT' as BrandFactKind, value: '', unit: '', currency: '' };

/** The value's input, as the kind asks for it: a date picker, yes or no, a list, a number. */
function ValueInput({
  kind,
  value,
  onChange,
}: {
  kind: BrandFactKind;
  value: string;
  onChange: (value: string) => void;
}) {
  if (kind === 'BOOLEAN')
    return <SelectField label="Value" value={value || 'true'} options={YES_NO} onChange={onChange} />;
  return (
    <Field.Root required>
      <Field.Label>Value</Field.Label>
      {kind === 'LIST' ? (
        <Textarea
          size="sm"
          value={value}
          placeholder="France; Belgium; Luxembourg"
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Input
          size="sm"
          type={kind === 'DATE' ? 'date' : 'text'}
          inputMode={kind === 'MONEY' || kind === 'NUMBER' || kind === 'YEAR' ? 'decimal' : undefined}
          placeholder={
            { MONEY: '12.50', NUMBER: '120', YEAR: '2015', DATE: '', TEXT: 'Portland, Oregon', LIST: '' }[
              kind
            ]
          }
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {kind === 'LIST' && <Field.HelperText>Separate the items with semicolons.</Field.HelperText>}
    </Field.Root>
  );
}

/**
 * Adds a fact, or edits `fact`: its fields as the kind asks for them, checked by the server's own rules
 * before anything is sent. Saving a suggestion confirms it (a person said so).
 */
export function FactDialog({
  fact,
  onClose,
}: {
  /** The fact to edit; null adds one. */
  fact: FactsSettingsRoute_FactFragment | null;
  onClose: () => void;
}) {
  const [fields, setFields] = useState({
    ...blank,
    ...(fact && {
      key: fact.key,
      label: fact.label,
      kind: fact.kind,
      value: fact.value,
      unit: fact.unit ?? '',
      currency: fact.currency ?? '',
    }),
    country: fact?.country ?? '',
    validFrom: fact?.validFrom ?? '',
    sourceUrl: fact?.sourceUrl ?? '',
    aliases: fact ? aliasesText(fact.aliases) : '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useSetBrandFactMutation({ refetchQueries: ['FactsSettingsRoute'] });
  const set = (name: keyof typeof fields) => (value: string) => setFields({ ...fields, [name]: value });
  const text = (name: keyof typeof fields, label: string, placeholder?: string) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        value={fields[name]}
        placeholder={placeholder}
        onChange={(event) => set(name)(event.target.value)}
      />
    </Field.Root>
  );

  const onSubmit = async () => {
    const input = {
      id: fact?.id ?? null,
      key: fields.key,
      label: fields.label,
      kind: fields.kind,
      value: fields.kind === 'BOOLEAN' ? fields.value || 'true' : fields.value,
      unit: fields.unit,
      currency: fields.kind === 'MONEY' ? fields.currency : null,
      country: fields.country,
      validFrom: fields.validFrom || null,
      sourceUrl: fields.sourceUrl,
      aliases: aliasesOf(fields.aliases),
    };
    const found = factProblem({
      ...input,
      aliases: Object.fromEntries(input.aliases.map(({ language, words }) => [language, words])),
    });
    setProblem(found);
    if (found) return;
    try {
      await save({ variables: { input } });
      onClose();
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <ManageDialog
      open
      title={fact ? `Edit “${fact.label}”` : 'Add a fact'}
      description="What is true of your brand, so answers that say otherwise can be found."
      submitLabel={fact ? 'Save' : 'Add fact'}
      loading={loading}
      error={problem}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
    >
      <Stack gap="3">
        {text('label', 'Label', 'Annual plan price')}
        {text('key', 'Key', 'annual_price')}
        <SelectField
          label="Kind"
          value={fields.kind}
          options={KIND_OPTIONS}
          onChange={(kind) => setFields({ ...fields, kind: kind as BrandFactKind, value: '' })}
        />
        <HStack align="flex-start" gap="3">
          <ValueInput kind={fields.kind} value={fields.value} onChange={set('value')} />
          {fields.kind === 'MONEY' && text('currency', 'Currency', 'EUR')}
        </HStack>
        <HStack align="flex-start" gap="3">
          {text('unit', 'Unit', 'per year')}
          {text('country', 'Market (country)', 'Everywhere')}
        </HStack>
        <Field.Root>
          <Field.Label>Valid from</Field.Label>
          <Input
            size="sm"
            type="date"
            value={fields.validFrom}
            onChange={(event) => set('validFrom')(event.target.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Words answers use</Field.Label>
          <Textarea
            size="sm"
            value={fields.aliases}
            placeholder={'en: price; costs\nde: Preis'}
            onChange={(event) => set('aliases')(event.target.value)}
          />
          <Field.HelperText>One language a line: its code, a colon, then the words.</Field.HelperText>
        </Field.Root>
        {text('sourceUrl', 'Source', 'https://www.example.com/pricing')}
      </Stack>
    </ManageDialog>
  );
}
