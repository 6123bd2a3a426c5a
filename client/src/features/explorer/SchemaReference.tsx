import { Badge, Box, Card, Code, Flex, Heading, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { SearchField } from '../../components/SearchField';
import { filterTypes, schemaTypes, type FieldDoc, type TypeDoc, type TypeKind } from './schemaModel';

const KIND_LABEL: Record<TypeKind, { label: string; palette: string }> = {
  object: { label: 'type', palette: 'teal' },
  interface: { label: 'interface', palette: 'cyan' },
  union: { label: 'union', palette: 'cyan' },
  input: { label: 'input', palette: 'purple' },
  enum: { label: 'enum', palette: 'orange' },
  scalar: { label: 'scalar', palette: 'gray' },
};

const anchor = (name: string) => `type-${name}`;

/** A type as written in SDL, its named part a link to that type's card when the schema defines it. */
function TypeRef({ type, typeName, known }: { type: string; typeName: string; known: Set<string> }) {
  if (!known.has(typeName))
    return (
      <Code variant="plain" color="fg.muted">
        {type}
      </Code>
    );
  const [before, after] = [
    type.slice(0, type.indexOf(typeName)),
    type.slice(type.indexOf(typeName) + typeName.length),
  ];
  return (
    <Code variant="plain" color="fg.muted">
      {before}
      <Link href={`#${anchor(typeName)}`} color="teal.fg" fontWeight="semibold">
        {typeName}
      </Link>
      {after}
    </Code>
  );
}

function FieldRow({ field, known }: { field: FieldDoc; known: Set<string> }) {
  return (
    <Box as="li" py="2.5" borderTopWidth="1px" _first={{ borderTopWidth: 0 }}>
      <Flex wrap="wrap" align="baseline" fontFamily="mono" textStyle="sm">
        <Text as="span" fontWeight="semibold">
          {field.name}
        </Text>
        {field.args.length > 0 && (
          <Text as="span" color="fg.muted">
            (
            {field.args.map((arg, i) => (
              <span key={arg.name}>
                {i > 0 && ', '}
                {arg.name}: <TypeRef type={arg.type} typeName={arg.typeName} known={known} />
                {arg.defaultValue !== null && ` = ${arg.defaultValue.replace(/"/g, '')}`}
              </span>
            ))}
            )
          </Text>
        )}
        <Text as="span" color="fg.muted" mr="1.5">
          :
        </Text>
        <TypeRef type={field.type} typeName={field.typeName} known={known} />
        {field.deprecationReason && (
          <Badge colorPalette="red" variant="subtle" size="xs" ml="2">
            deprecated
          </Badge>
        )}
      </Flex>
      {field.description && (
        <Text textStyle="sm" color="fg.muted" mt="0.5" whiteSpace="pre-line">
          {field.description}
        </Text>
      )}
    </Box>
  );
}

function TypeCard({ type, known }: { type: TypeDoc; known: Set<string> }) {
  const look = KIND_LABEL[type.kind];
  return (
    <Card.Root
      id={anchor(type.name)}
      variant="outline"
      bg="bg.panel"
      shadow="xs"
      rounded="xl"
      scrollMarginTop="16"
      role="region"
      aria-label={type.name}
    >
      <Card.Header pb="1">
        <Flex align="center" gap="2">
          <Badge colorPalette={look.palette} variant="subtle" fontFamily="mono">
            {look.label}
          </Badge>
          <Heading as="h2" size="md" fontFamily="mono">
            {type.name}
          </Heading>
        </Flex>
        {type.description && (
          <Text textStyle="sm" color="fg.muted" whiteSpace="pre-line">
            {type.description}
          </Text>
        )}
      </Card.Header>
      <Card.Body pt="2">
        {type.fields.length > 0 && (
          <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
            {type.fields.map((field) => (
              <FieldRow key={field.name} field={field} known={known} />
            ))}
          </Stack>
        )}
        {type.values.length > 0 && (
          <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0">
            {type.values.map((value) => (
              <Box as="li" key={value.name} textStyle="sm">
                <Code>{value.name}</Code>
                {value.description && (
                  <Text as="span" color="fg.muted" ml="2">
                    {value.description}
                  </Text>
                )}
              </Box>
            ))}
          </Stack>
        )}
        {type.members.length > 0 && <Text textStyle="sm">One of: {type.members.join(', ')}</Text>}
        {type.kind === 'scalar' && type.fields.length === 0 && !type.description && (
          <Text textStyle="sm" color="fg.muted">
            A custom scalar.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** Every type of the API with its fields, arguments and descriptions, filterable, types cross-linked. */
export function SchemaReference({ sdl }: { sdl: string }) {
  const types = useMemo(() => schemaTypes(sdl), [sdl]);
  const known = useMemo(() => new Set(types.map((t) => t.name)), [types]);
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => filterTypes(types, filter), [types, filter]);

  return (
    <Stack gap="4">
      <SearchField
        label="Filter types and fields"
        placeholder="Filter types and fields..."
        value={filter}
        onChange={setFilter}
      />
      <Wrap gap="1.5" as="nav" aria-label="Types">
        {shown.map((type) => (
          <Link
            key={type.name}
            href={`#${anchor(type.name)}`}
            textStyle="xs"
            fontFamily="mono"
            px="2"
            py="0.5"
            rounded="md"
            bg="bg.muted"
            color="fg"
            _hover={{ bg: 'teal.subtle', textDecoration: 'none' }}
          >
            {type.name}
          </Link>
        ))}
      </Wrap>
      {shown.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="10">
          No types match "{filter}".
        </Text>
      ) : (
        shown.map((type) => <TypeCard key={type.name} type={type} known={known} />)
      )}
    </Stack>
  );
}
