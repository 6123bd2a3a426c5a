import {
  Badge,
  Button,
  DataList,
  Field,
  HStack,
  Input,
  Link,
  Stack,
  Text,
  Textarea,
  Wrap,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { BRAND_DESCRIPTION_MAX, NOT_THIS_LIMITS, notThisList } from '../../../../graphql/shared/input-rules';
import type { BrandSection_BrandFragment } from '../../__generated__/graphql';
import { useUpdateBrandMutation } from '../../__generated__/hooks';
import { Panel } from '../../components/Panel';
import { toaster } from '../../components/toaster';
import { ListFields } from '../wizard/ListFields';
import { ReanalysisProgress } from './ReanalysisProgress';
import { RoleHint, useRoleGate } from '../workspace/role';

const REFETCH = ['SettingsRoute', 'DashboardRoute', 'ReanalysisProgress'];

/** The "not this" list's problems by line (the server's own messages), or null when it is fine. */
function notThisErrors(lines: readonly string[]): (string | null)[] | null {
  const parsed = notThisList.safeParse(lines);
  if (parsed.success) return null;
  const errors: (string | null)[] = lines.map(() => null);
  for (const issue of parsed.error.issues) {
    const index = issue.path[0];
    if (typeof index === 'number' && errors[index] === null) errors[index] = issue.message;
  }
  return errors;
}

function BrandForm({ brand, onDone }: { brand: BrandSection_BrandFragment | null; onDone: () => void }) {
  const [name, setName] = useState(brand?.name ?? '');
  const [website, setWebsite] = useState(brand?.website ?? '');
  const [aliases, setAliases] = useState(brand?.aliases.join(', ') ?? '');
  const [notThis, setNotThis] = useState<string[]>(() => [...(brand?.notThis ?? [])]);
  const [description, setDescription] = useState(brand?.description ?? '');
  // Lines are checked once a save was tried, then as they change.
  const [checked, setChecked] = useState(false);
  const [updateBrand, { loading }] = useUpdateBrandMutation({ refetchQueries: REFETCH });
  const errors = checked ? notThisErrors(notThis) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (notThisErrors(notThis)) return;
    try {
      await updateBrand({
        variables: {
          input: {
            name,
            website: website.trim() || null,
            aliases: aliases.split(','),
            notThis,
            description: description.trim() || null,
          },
        },
      });
      toaster.create({
        type: 'success',
        title: 'Brand saved',
        description: 'Past answers are re-analysed with it; the progress shows under the brand.',
      });
      onDone();
    } catch (error) {
      toaster.create({ type: 'error', title: 'Error', description: (error as Error).message });
    }
  };

  return (
    <form onSubmit={submit} aria-label="Edit brand">
      <Stack gap="3" maxW="lg">
        <Field.Root required>
          <Field.Label>Brand name</Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Website</Field.Label>
          <Input
            type="url"
            value={website}
            onChange={(e) => setWebsite(e.target.value)}
            placeholder="https://example.com"
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Aliases</Field.Label>
          <Input value={aliases} onChange={(e) => setAliases(e.target.value)} placeholder="Acme, Acme Corp" />
          <Field.HelperText>Other names for the brand in answers, separated by commas.</Field.HelperText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Description</Field.Label>
          <Textarea
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            maxLength={BRAND_DESCRIPTION_MAX}
            placeholder="What the brand is, in a sentence or two"
            rows={2}
          />
          <Field.HelperText>Generate Content states it as a fact about the brand.</Field.HelperText>
        </Field.Root>
        <Stack gap="1.5">
          <Text textStyle="sm" fontWeight="medium">
            Not this
          </Text>
          <Text textStyle="xs" color="fg.muted">
            What answers may mean by the name that is not your brand: a name containing it (“Freddie Mercury”)
            or another sense (“Mercury — not the planet”).
          </Text>
          <ListFields
            label="Not this"
            itemLabel="Not this"
            items={notThis}
            max={NOT_THIS_LIMITS.max}
            maxLength={NOT_THIS_LIMITS.itemMax}
            errors={errors ?? undefined}
            onChange={setNotThis}
            placeholder="e.g. the planet"
          />
        </Stack>
        <HStack>
          <Button type="submit" colorPalette="teal" size="sm" loading={loading} disabled={!name.trim()}>
            Save brand
          </Button>
          <Button variant="ghost" size="sm" onClick={onDone} disabled={loading}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

export function BrandSection({ brand }: { brand: BrandSection_BrandFragment | null }) {
  const [editing, setEditing] = useState(false);
  const gate = useRoleGate('EDITOR');
  const edit = (
    <>
      <Button
        variant="outline"
        size="xs"
        onClick={() => setEditing(true)}
        disabled={!gate.allowed}
        title={gate.reason ?? undefined}
      >
        {brand ? 'Edit brand' : 'Set up brand'}
      </Button>
      <RoleHint gate={gate} />
    </>
  );
  return (
    <Panel title="Brand" description="The brand whose mentions are tracked in AI answers">
      {editing && gate.allowed ? (
        <BrandForm brand={brand} onDone={() => setEditing(false)} />
      ) : brand ? (
        <Stack gap="3" align="flex-start">
          <DataList.Root orientation="horizontal" size="md">
            <DataList.Item>
              <DataList.ItemLabel>Name</DataList.ItemLabel>
              <DataList.ItemValue>{brand.name}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Website</DataList.ItemLabel>
              <DataList.ItemValue>
                {brand.website ? (
                  <Link href={brand.website} target="_blank" rel="noopener noreferrer" color="teal.fg">
                    {brand.website}
                  </Link>
                ) : (
                  '—'
                )}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Aliases</DataList.ItemLabel>
              <DataList.ItemValue>
                {brand.aliases.length ? (
                  <Wrap gap="1.5">
                    {brand.aliases.map((a) => (
                      <Badge key={a} variant="outline">
                        {a}
                      </Badge>
                    ))}
                  </Wrap>
                ) : (
                  '—'
                )}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Description</DataList.ItemLabel>
              <DataList.ItemValue>{brand.description ?? '—'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Not this</DataList.ItemLabel>
              <DataList.ItemValue>
                {brand.notThis.length ? (
                  <Wrap gap="1.5">
                    {brand.notThis.map((line) => (
                      <Badge key={line} variant="outline" colorPalette="red">
                        {line}
                      </Badge>
                    ))}
                  </Wrap>
                ) : (
                  '—'
                )}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          {edit}
          <ReanalysisProgress />
        </Stack>
      ) : (
        <Stack gap="3" align="flex-start">
          <Text color="fg.muted" textStyle="sm">
            No brand set up yet.
          </Text>
          {edit}
        </Stack>
      )}
    </Panel>
  );
}
