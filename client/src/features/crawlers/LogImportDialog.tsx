import {
  Box,
  Button,
  Checkbox,
  CloseButton,
  Dialog,
  Field,
  Input,
  Portal,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SelectField } from '../../components/SelectField';
import { countOf, formatCount } from '../../lib/format';
import { useAuthClient } from '../auth/session';
import { useActiveBrandId } from '../workspace/activeBrand';
import { RoleHint, useRoleGate } from '../workspace/role';
import {
  EMPTY_COUNTS,
  ImportCancelled,
  importLogFile,
  logChunkPoster,
  mappingProblem,
  type LogFile,
  type LogFormat,
  type LogImportOptions,
  type LogImportProgress,
  type LogMapping,
} from './logImport';
import {
  MAPPING_FIELDS,
  type LogChunkCounts as LogCounts,
  type MappingField,
} from '../../../../graphql/shared/crawler-logs';

const FORMATS: { value: LogFormat; label: string }[] = [
  { value: 'combined', label: 'Access log, combined format (nginx, Apache)' },
  { value: 'logpush', label: 'Cloudflare Logpush (JSON lines, http_requests)' },
  { value: 'json', label: 'Other JSON lines, with a field mapping' },
];

const FIELD_WORDS: Record<MappingField, { label: string; example: string }> = {
  userAgent: { label: 'User agent (required)', example: 'request.headers.user-agent' },
  path: { label: 'Request path (required)', example: 'request.uri' },
  ip: { label: 'Client IP', example: 'client.ip' },
  status: { label: 'Status code', example: 'response.status' },
  timestamp: { label: 'Time', example: 'timestamp' },
  method: { label: 'Method', example: 'request.method' },
  id: { label: 'Request id', example: 'request_id' },
  edgeVerifiedBot: { label: 'Edge verified the bot (true/false)', example: 'bot.verified' },
};

const megabytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

type Stage =
  | { kind: 'choosing' }
  | { kind: 'importing'; progress: LogImportProgress }
  | { kind: 'done'; counts: LogCounts }
  | { kind: 'cancelled'; counts: LogCounts }
  | { kind: 'failed'; counts: LogCounts; message: string };

/** The counts of a finished (or stopped) import, in words. */
function ImportSummary({ counts }: { counts: LogCounts }) {
  const already = Math.max(0, counts.crawlerLines - counts.stored);
  const rows: [string, number, string?][] = [
    ['Lines read', counts.lines],
    ['AI-crawler lines', counts.crawlerLines],
    [
      'Visits stored now',
      counts.stored,
      already > 0 ? `${formatCount(already)} were there already` : undefined,
    ],
    ['Verified', counts.verified, 'their IP range, reverse DNS or the edge confirmed the crawler'],
    ['Spoofed', counts.spoofed, 'claimed a crawler they are not: kept apart, never counted'],
    ['Unverifiable', counts.unverifiable, 'no published way to check their provider'],
    ['Unparsed lines', counts.unparsed, 'not a visit of the chosen format'],
  ];
  return (
    <Box
      as="dl"
      aria-label="Import summary"
      display="grid"
      gridTemplateColumns="auto 1fr"
      columnGap="4"
      rowGap="1"
    >
      {rows.map(([label, value, note]) => (
        <Box key={label} display="contents">
          <Text as="dt" textStyle="sm" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" textStyle="sm" data-testid={`summary-${label}`}>
            <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {formatCount(value)}
            </Text>
            {note && (
              <Text as="span" color="fg.muted">
                {` · ${note}`}
              </Text>
            )}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

function ImportProgressView({ progress }: { progress: LogImportProgress }) {
  const share = progress.totalBytes > 0 ? Math.min(100, (progress.bytesRead / progress.totalBytes) * 100) : 0;
  return (
    <Stack gap="2" role="status" aria-live="polite">
      <Progress.Root value={Math.round(share)} size="sm" colorPalette="teal" aria-label="Read of the file">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text textStyle="sm" data-testid="import-progress">
        {`${megabytes(progress.bytesRead)} of ${megabytes(progress.totalBytes)} read (${Math.round(share)} %) · ${countOf(progress.lines, 'line')} · ${countOf(progress.crawlerLines, 'AI-crawler line')} · ${countOf(progress.stored, 'visit')} stored`}
      </Text>
      {progress.waitingSeconds !== null && (
        <Text textStyle="sm" color="fg.muted">
          {`The server asks to slow down: the next part goes in ${progress.waitingSeconds} s.`}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The log import of the Pages screen: a file of the site's access log (combined format, Cloudflare Logpush
 * or JSON lines with a field mapping, gzip or not) read in the browser as a stream and sent in chunks; each
 * AI crawler's visit is verified by the server. The progress, then a summary of what was verified, spoofed
 * or unverifiable; cancelling stops after the part in flight (what was sent stays stored).
 */
export function LogImportDialog({
  open,
  onClose,
  post,
}: {
  open: boolean;
  onClose: () => void;
  /** Sends a chunk (tests give their own); by default POST /api/crawler-logs as the signed-in person. */
  post?: LogImportOptions['post'];
}) {
  const auth = useAuthClient();
  const brandId = useActiveBrandId();
  const apollo = useApolloClient();
  const [file, setFile] = useState<LogFile | null>(null);
  const [format, setFormat] = useState<LogFormat>('combined');
  const [gzip, setGzip] = useState(false);
  const [mapping, setMapping] = useState<LogMapping>({});
  const [stage, setStage] = useState<Stage>({ kind: 'choosing' });
  const abort = useRef<AbortController | null>(null);
  const importing = stage.kind === 'importing';

  // Closing the dialog (or leaving the screen) stops an import under way.
  useEffect(() => () => abort.current?.abort(), []);

  const problem = file === null ? 'Choose a log file.' : format === 'json' ? mappingProblem(mapping) : null;

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || !file || importing) return;
    const controller = new AbortController();
    abort.current = controller;
    let last: LogCounts = { ...EMPTY_COUNTS };
    setStage({
      kind: 'importing',
      progress: { ...EMPTY_COUNTS, bytesRead: 0, totalBytes: file.size, waitingSeconds: null },
    });
    try {
      const counts = await importLogFile({
        file,
        format,
        mapping,
        gzip,
        post: post ?? logChunkPoster(auth, brandId),
        signal: controller.signal,
        onProgress: (progress) => {
          last = progress;
          setStage({ kind: 'importing', progress });
        },
      });
      setStage({ kind: 'done', counts });
      // The funnel and Live Mentions read the visits stored now.
      if (counts.stored > 0) void apollo.refetchQueries({ include: 'active' });
    } catch (error) {
      const counts = pickCounts(last);
      if (counts.stored > 0) void apollo.refetchQueries({ include: 'active' });
      if (error instanceof ImportCancelled) setStage({ kind: 'cancelled', counts });
      else setStage({ kind: 'failed', counts, message: (error as Error).message });
    } finally {
      abort.current = null;
    }
  };

  const close = () => {
    abort.current?.abort();
    setStage({ kind: 'choosing' });
    setFile(null);
    onClose();
  };

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setStage({ kind: 'choosing' });
    if (chosen) setGzip(/\.gz$/i.test(chosen.name));
  };

  const finished = stage.kind === 'done' || stage.kind === 'cancelled' || stage.kind === 'failed';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      placement="center"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild mx={{ base: '4', sm: 'auto' }}>
            <form onSubmit={start} aria-label="Import an access log">
              <Dialog.Header>
                <Dialog.Title>Import an access log</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description textStyle="sm" color="fg.muted">
                    Your site’s log, read here a part at a time however large: only the lines of AI crawlers
                    are kept, each verified (published IP ranges, reverse DNS or the edge’s verdict).
                    Importing the same file again adds nothing.
                  </Dialog.Description>
                  <fieldset disabled={importing} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
                    <Stack gap="4">
                      <Field.Root>
                        <Field.Label>Log file</Field.Label>
                        <Input
                          type="file"
                          size="sm"
                          pt="1"
                          accept=".log,.txt,.json,.jsonl,.ndjson,.gz,text/plain,application/gzip,application/json"
                          onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
                        />
                        {file && (
                          <Field.HelperText>{`${file.name} · ${megabytes(file.size)}`}</Field.HelperText>
                        )}
                      </Field.Root>
                      <SelectField
                        label="Format"
                        value={format}
                        options={FORMATS}
                        onChange={(value) => setFormat(value as LogFormat)}
                      />
                      <Checkbox.Root
                        size="sm"
                        checked={gzip}
                        onCheckedChange={(details) => setGzip(details.checked === true)}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>The file is gzip-compressed (.gz)</Checkbox.Label>
                      </Checkbox.Root>
                      {format === 'json' && (
                        <Box as="fieldset" borderWidth="1px" rounded="md" p="3" minW="0">
                          <Text as="legend" textStyle="sm" fontWeight="medium" px="1">
                            Field mapping
                          </Text>
                          <Text textStyle="xs" color="fg.muted" mb="3">
                            Where each part of a visit is in a line, as a dotted path
                            (request.headers.user-agent).
                          </Text>
                          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                            {MAPPING_FIELDS.map((field) => (
                              <Field.Root key={field}>
                                <Field.Label textStyle="xs">{FIELD_WORDS[field].label}</Field.Label>
                                <Input
                                  size="sm"
                                  value={mapping[field] ?? ''}
                                  placeholder={FIELD_WORDS[field].example}
                                  onChange={(e) => setMapping({ ...mapping, [field]: e.target.value })}
                                />
                              </Field.Root>
                            ))}
                          </SimpleGrid>
                        </Box>
                      )}
                    </Stack>
                  </fieldset>
                  {stage.kind === 'importing' && <ImportProgressView progress={stage.progress} />}
                  {stage.kind === 'done' && (
                    <Text textStyle="sm" fontWeight="medium" role="status">
                      {`Imported: ${countOf(stage.counts.stored, 'new visit')} from ${countOf(stage.counts.crawlerLines, 'AI-crawler line')}.`}
                    </Text>
                  )}
                  {stage.kind === 'cancelled' && (
                    <Text textStyle="sm" fontWeight="medium" role="status">
                      Cancelled. What was sent before stays stored; importing the file again adds only the
                      rest.
                    </Text>
                  )}
                  {stage.kind === 'failed' && (
                    <Text role="alert" textStyle="sm" color="fg.error">
                      {stage.message}
                    </Text>
                  )}
                  {finished && <ImportSummary counts={stage.counts} />}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                {importing ? (
                  <Button variant="outline" size="sm" onClick={() => abort.current?.abort()}>
                    Cancel import
                  </Button>
                ) : (
                  <Button variant="outline" size="sm" onClick={close}>
                    {finished ? 'Close' : 'Cancel'}
                  </Button>
                )}
                <Button
                  type="submit"
                  size="sm"
                  colorPalette="teal"
                  loading={importing}
                  loadingText="Importing"
                  disabled={problem !== null}
                  title={problem ?? undefined}
                >
                  {finished ? 'Import again' : 'Import'}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const pickCounts = (progress: LogCounts): LogCounts => ({
  lines: progress.lines,
  unparsed: progress.unparsed,
  crawlerLines: progress.crawlerLines,
  stored: progress.stored,
  verified: progress.verified,
  spoofed: progress.spoofed,
  unverifiable: progress.unverifiable,
});

/**
 * The button that opens the import, for an EDITOR or higher; a VIEWER sees it disabled with the reason.
 */
export function LogImportButton() {
  const gate = useRoleGate('EDITOR');
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="1" align={{ base: 'stretch', sm: 'flex-end' }}>
      <Button
        size="xs"
        variant="outline"
        disabled={!gate.allowed}
        title={gate.reason ?? 'Import AI crawlers’ visits from your site’s access log'}
        onClick={() => setOpen(true)}
      >
        Import an access log
      </Button>
      <RoleHint gate={gate} />
      {open && <LogImportDialog open onClose={() => setOpen(false)} />}
    </Stack>
  );
}
