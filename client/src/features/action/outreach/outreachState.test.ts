// @vitest-environment node
import { expect, test } from 'vitest';
import { EMAIL_TEMPLATES } from '../data/fund';
import { initialOutreachState, outreachReducer, type OutreachAction } from './outreachState';

const run = (...actions: OutreachAction[]) => actions.reduce(outreachReducer, initialOutreachState);
const template = EMAIL_TEMPLATES[1]!;

test('Start Outreach picks the source and opens Compose', () => {
  const state = run({ type: 'startOutreach', sourceId: 's2' });
  expect(state).toMatchObject({ sourceId: 's2', tab: 'compose' });
});

test('a template fills subject and body; "No template" keeps what was typed', () => {
  const applied = run({ type: 'applyTemplate', templateId: template.id });
  expect(applied).toMatchObject({ templateId: template.id, subject: template.subject, body: template.body });
  const none = outreachReducer(outreachReducer(applied, { type: 'editSubject', subject: 'Typed' }), {
    type: 'applyTemplate',
    templateId: '',
  });
  expect(none).toMatchObject({ templateId: '', subject: 'Typed', body: template.body });
});

test('Use Template applies it and opens Compose', () => {
  expect(run({ type: 'useTemplate', templateId: template.id })).toMatchObject({
    tab: 'compose',
    subject: template.subject,
  });
});

test('Preview toggles one template at a time', () => {
  expect(run({ type: 'togglePreview', templateId: 'e1' }).previewId).toBe('e1');
  expect(
    run({ type: 'togglePreview', templateId: 'e1' }, { type: 'togglePreview', templateId: 'e1' }).previewId,
  ).toBeNull();
  expect(
    run({ type: 'togglePreview', templateId: 'e1' }, { type: 'togglePreview', templateId: 'e2' }).previewId,
  ).toBe('e2');
});

test('after a send the form starts over; the tab and the campaign stay', () => {
  const state = run(
    { type: 'startOutreach', sourceId: 's1' },
    { type: 'chooseCampaign', campaignId: 'camp-2' },
    { type: 'useTemplate', templateId: template.id },
    { type: 'sent' },
  );
  expect(state).toMatchObject({
    tab: 'compose',
    campaignId: 'camp-2',
    sourceId: null,
    templateId: '',
    subject: '',
    body: '',
  });
});
