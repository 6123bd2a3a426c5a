import { Stack, Tabs } from '@chakra-ui/react';
import { useReducer, useState } from 'react';
import { useOutreachMessagesQuery, useSendOutreachEmailMutation } from '../../__generated__/hooks';
import { toaster } from '../../components/toaster';
import { OUTREACH_SOURCES } from './data/fund';
import { CampaignsTab } from './outreach/CampaignsTab';
import { ComposeTab } from './outreach/ComposeTab';
import { initialOutreachState, outreachReducer, type OutreachTab } from './outreach/outreachState';
import { SourcesTab } from './outreach/SourcesTab';
import { TemplatesTab } from './outreach/TemplatesTab';
import { LogChangeOffer } from '../changes/LogChangeOffer';
import { ToolHeader, ToolTabList } from './parts';
import { canSend } from './rules';

const TABS: { value: OutreachTab; label: string }[] = [
  { value: 'sources', label: 'Underrated Sources' },
  { value: 'compose', label: 'Compose Email' },
  { value: 'templates', label: 'Templates' },
  { value: 'campaigns', label: 'Campaigns' },
];

/** Email Outreach: Send really sends through the server's mail transport and records it on the campaign. */
export function EmailOutreach() {
  const [state, dispatch] = useReducer(outreachReducer, initialOutreachState);
  const sent = useOutreachMessagesQuery();
  const [send, sending] = useSendOutreachEmailMutation({ refetchQueries: ['OutreachMessages'] });
  const source = OUTREACH_SOURCES.find((s) => s.id === state.sourceId) ?? null;
  const [lastSent, setLastSent] = useState<string | null>(null);

  const onSend = async () => {
    const { sourceId, subject, body, campaignId } = state;
    if (!source || !canSend(sourceId, subject, body)) return;
    try {
      const res = await send({
        variables: {
          input: {
            sourceId: source.id,
            sourceName: source.name,
            to: source.contactEmail,
            subject,
            body,
            campaignId,
          },
        },
      });
      const m = res.data?.sendOutreachEmail.message;
      toaster.create({
        type: 'success',
        title: 'Email sent',
        description: `To ${m?.to ?? source.contactEmail}${m?.delivery === 'outbox' ? ' (written to the outbox)' : ''}`,
      });
      dispatch({ type: 'sent' });
      setLastSent(source.name);
    } catch (e) {
      toaster.create({
        type: 'error',
        title: 'Error',
        description: e instanceof Error ? e.message : String(e),
      });
    }
  };

  return (
    <Stack gap="6">
      <ToolHeader
        title="Email Outreach"
        description="Pitch underrated sources that AI platforms already trust"
      />
      {lastSent && <LogChangeOffer key={lastSent} what="Outreach sent" title={`Outreach to ${lastSent}`} />}
      <Tabs.Root
        value={state.tab}
        onValueChange={(e) => dispatch({ type: 'showTab', tab: e.value as OutreachTab })}
        variant="line"
        colorPalette="teal"
      >
        <ToolTabList tabs={TABS} />

        <Tabs.Content value="sources">
          <SourcesTab
            search={state.search}
            onSearch={(search) => dispatch({ type: 'search', search })}
            onStart={(sourceId) => dispatch({ type: 'startOutreach', sourceId })}
          />
        </Tabs.Content>

        <Tabs.Content value="compose">
          <ComposeTab
            state={state}
            source={source}
            dispatch={dispatch}
            onSend={() => void onSend()}
            sending={sending.loading}
          />
        </Tabs.Content>

        <Tabs.Content value="templates">
          <TemplatesTab
            previewId={state.previewId}
            onPreview={(templateId) => dispatch({ type: 'togglePreview', templateId })}
            onUse={(templateId) => dispatch({ type: 'useTemplate', templateId })}
          />
        </Tabs.Content>

        <Tabs.Content value="campaigns">
          <CampaignsTab sent={sent.data?.outreachMessages ?? []} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
