/** Email Outreach's state: the open tab, the source search, and the e-mail being composed. */
import { CAMPAIGNS, EMAIL_TEMPLATES } from '../data/fund';

export type OutreachTab = 'sources' | 'compose' | 'templates' | 'campaigns';

export interface OutreachState {
  tab: OutreachTab;
  search: string;
  /** The source the e-mail goes to. */
  sourceId: string | null;
  /** The template last applied ('' for none). */
  templateId: string;
  campaignId: string;
  subject: string;
  body: string;
  /** The template whose body the Templates tab shows. */
  previewId: string | null;
}

export type OutreachAction =
  | { type: 'showTab'; tab: OutreachTab }
  | { type: 'search'; search: string }
  /** Start Outreach on a source card: it becomes the recipient, and Compose opens. */
  | { type: 'startOutreach'; sourceId: string }
  /** Fills subject and body from the template ('' keeps them and applies none). */
  | { type: 'applyTemplate'; templateId: string }
  /** Use Template: applies it and opens Compose. */
  | { type: 'useTemplate'; templateId: string }
  | { type: 'chooseCampaign'; campaignId: string }
  | { type: 'editSubject'; subject: string }
  | { type: 'editBody'; body: string }
  | { type: 'togglePreview'; templateId: string }
  /** The server sent the e-mail: the form starts over (tab and campaign stay). */
  | { type: 'sent' };

export const initialOutreachState: OutreachState = {
  tab: 'sources',
  search: '',
  sourceId: null,
  templateId: '',
  campaignId: CAMPAIGNS[0]!.id,
  subject: '',
  body: '',
  previewId: null,
};

function applyTemplate(state: OutreachState, templateId: string): OutreachState {
  const template = EMAIL_TEMPLATES.find((t) => t.id === templateId);
  return template
    ? { ...state, templateId, subject: template.subject, body: template.body }
    : { ...state, templateId };
}

export function outreachReducer(state: OutreachState, action: OutreachAction): OutreachState {
  switch (action.type) {
    case 'showTab':
      return { ...state, tab: action.tab };
    case 'search':
      return { ...state, search: action.search };
    case 'startOutreach':
      return { ...state, sourceId: action.sourceId, tab: 'compose' };
    case 'applyTemplate':
      return applyTemplate(state, action.templateId);
    case 'useTemplate':
      return { ...applyTemplate(state, action.templateId), tab: 'compose' };
    case 'chooseCampaign':
      return { ...state, campaignId: action.campaignId };
    case 'editSubject':
      return { ...state, subject: action.subject };
    case 'editBody':
      return { ...state, body: action.body };
    case 'togglePreview':
      return { ...state, previewId: state.previewId === action.templateId ? null : action.templateId };
    case 'sent':
      return { ...state, sourceId: null, subject: '', body: '', templateId: '' };
  }
}
