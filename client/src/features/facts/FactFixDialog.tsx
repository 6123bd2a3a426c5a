import { Field, Input, SegmentGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { FactFixKind, FactIssueCard_IssueFragment } from '../../__generated__/graphql';
import { useSendFactFixMutation } from '../../__generated__/hooks';
import { SelectField } from '../../components/SelectField';
import { toaster } from '../../components/toaster';
import { formatHost } from '../../lib/format';
import { serverRefusals } from '../../lib/serverErrors';
import { todayIso } from '../action/rules';
import { ManageDialog } from '../prompts/manage/ManageDialog';
import { pageName } from './pageName';

type Issue = FactIssueCard_IssueFragment;

const KINDS: { value: FactFixKind; label: string; description: string }[] = [
  {
    value: 'OWN_PAGE',
    label: 'Update our own page',
    description: 'Your own page now states the right value.',
  },
  {
    value: 'OUTREACH',
    label: 'Write to a source',
    description: 'E-mail the owner of a page the answers likely took the value from.',
  },
];

/** A label inside a sentence: "Starting price" → "starting price"; "SSO support" stays as it is. */
const inSentence = (label: string) =>
  /^\p{Lu}\p{Ll}/u.test(label) ? `${label[0]!.toLowerCase()}${label.slice(1)}` : label;

/** The outreach e-mail's first draft: polite, naming the page, the value answers state and the right one. */
function draftEmail(issue: Issue, brand: string, pageUrl: string) {
  const fact = `${brand}’s ${inSentence(issue.label)}`;
  return {
    subject: `A correction about ${fact}`,
    body: [
      'Hello,',
      `AI assistants answering questions about ${brand} cite your page ${pageUrl}, and many of those answers state ${fact} as ${issue.stated}.${issue.status === 'OUTDATED' ? ' That was right once, but it has since changed.' : ''}`,
      `The correct value is ${issue.expected}. If your page states ${issue.stated}, would you be able to update it?`,
      `Thank you for your time,\nThe ${brand} team`,
    ].join('\n\n'),
  };
}

/**
 * "Fix it" for one issue: either the brand's own page was updated (its address, a note, the day it went
 * live) or the owner of a likely source page is written to (the page, an e-mail drafted from the issue, the
 * day). Sending makes the issue FIX_SENT; the server's refusal shows in its own words.
 */
export function FactFixDialog({
  issue,
  brand,
  ownPageUrl,
  onClose,
}: {
  issue: Issue;
  brand: string;
  /** Where the fact is stated on the brand's own site, as the fact sheet names it (else empty). */
  ownPageUrl: string;
  onClose: () => void;
}) {
  const topSourceUrl = issue.likelySources[0]?.url ?? '';
  const [kind, setKind] = useState<FactFixKind>('OWN_PAGE');
  const [ownUrl, setOwnUrl] = useState(ownPageUrl);
  const [note, setNote] = useState('');
  const [pageUrl, setPageUrl] = useState(topSourceUrl);
  const [to, setTo] = useState('');
  const [email, setEmail] = useState(() => draftEmail(issue, brand, topSourceUrl));
  const [day, setDay] = useState(() => todayIso());
  const [problem, setProblem] = useState<string | null>(null);
  // The issues move (a fixed one leaves the open ones); the fix, logged as a change, marks the chart.
  const [send, { loading }] = useSendFactFixMutation({ refetchQueries: ['FactIssues', 'ChartAnnotations'] });

  const kindLabelId = useId();
  const ownPage = kind === 'OWN_PAGE';
  const chosen = KINDS.find((choice) => choice.value === kind)!;
  const choosePage = (url: string) => {
    // The draft follows the page chosen until it is edited.
    const previous = draftEmail(issue, brand, pageUrl);
    if (email.subject === previous.subject && email.body === previous.body)
      setEmail(draftEmail(issue, brand, url));
    setPageUrl(url);
  };
  const complete = ownPage
    ? ownUrl.trim() !== '' && day !== ''
    : pageUrl !== '' &&
      to.trim() !== '' &&
      email.subject.trim() !== '' &&
      email.body.trim() !== '' &&
      day !== '';

  const submit = async () => {
    setProblem(null);
    const input = ownPage
      ? { issueId: issue.id, kind, url: ownUrl.trim(), day, note: note.trim() || null }
      : { issueId: issue.id, kind, url: pageUrl, day, email: { ...email, to: to.trim() } };
    try {
      await send({ variables: { input } });
      toaster.create({ type: 'success', title: 'Fix sent', description: `${issue.label}: ${issue.stated}` });
      onClose();
    } catch (error) {
      setProblem(serverRefusals(error)[0]?.message ?? (error as Error).message);
    }
  };

  return (
    <ManageDialog
      open
      title={`Fix ${issue.label}: ${issue.stated}`}
      description={`Answers say ${issue.stated}; your fact sheet says ${issue.expected}. Say how the fix reaches the page: the issue is resolved once answers stop saying ${issue.stated}.`}
      submitLabel={ownPage ? 'Save fix' : 'Send e-mail'}
      submitDisabled={!complete}
      loading={loading}
      error={problem}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Stack gap="1.5">
        <Text id={kindLabelId} textStyle="sm" fontWeight="medium">
          What did you do?
        </Text>
        <SegmentGroup.Root
          size="sm"
          value={kind}
          onValueChange={(details) => details.value && setKind(details.value as FactFixKind)}
          aria-labelledby={kindLabelId}
          alignSelf="flex-start"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={KINDS.map((choice) => ({
              value: choice.value,
              label: choice.label,
              disabled: choice.value === 'OUTREACH' && topSourceUrl === '',
            }))}
          />
        </SegmentGroup.Root>
        <Text textStyle="xs" color="fg.muted">
          {topSourceUrl === ''
            ? `${chosen.description} No likely source page is known to write to.`
            : chosen.description}
        </Text>
      </Stack>
      {ownPage ? (
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>Page updated</Field.Label>
            <Input
              size="sm"
              type="url"
              value={ownUrl}
              placeholder="https://example.com/pricing"
              onChange={(event) => setOwnUrl(event.target.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>What changed (optional)</Field.Label>
            <Textarea
              size="sm"
              value={note}
              placeholder={`The page now states ${issue.expected}`}
              onChange={(event) => setNote(event.target.value)}
            />
          </Field.Root>
        </Stack>
      ) : (
        <Stack gap="4">
          <SelectField
            label="Source page"
            value={pageUrl}
            options={issue.likelySources.map((source) => ({
              value: source.url,
              label: pageName(source.url),
            }))}
            onChange={choosePage}
          />
          <Field.Root required>
            <Field.Label>To</Field.Label>
            <Input
              size="sm"
              type="email"
              value={to}
              placeholder={`editor@${formatHost(pageUrl)}`}
              onChange={(event) => setTo(event.target.value)}
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Subject</Field.Label>
            <Input
              size="sm"
              value={email.subject}
              onChange={(event) => setEmail({ ...email, subject: event.target.value })}
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Message</Field.Label>
            <Textarea
              size="sm"
              rows={9}
              value={email.body}
              onChange={(event) => setEmail({ ...email, body: event.target.value })}
            />
          </Field.Root>
        </Stack>
      )}
      <Field.Root required w={{ base: 'full', sm: '44' }}>
        <Field.Label>{ownPage ? 'Day it went live' : 'Day sent'}</Field.Label>
        <Input
          size="sm"
          type="date"
          value={day}
          max={todayIso()}
          onChange={(event) => setDay(event.target.value)}
        />
      </Field.Root>
    </ManageDialog>
  );
}
