/**
 * The two dashboards, side by side: the fund account (one seeded account) sees the server's
 * sample data and the fund's action tools; every other account sees its own figures. Everything that
 * differs between them, apart from which screen a route shows (`variantScreen`), is read from here.
 */
import type { DashboardVariant } from '../../__generated__/graphql';
import {
  ActionIcon,
  PageIcon,
  AlertIcon,
  ChangesIcon,
  CheckIcon,
  CompetitorsIcon,
  HomeIcon,
  LiveIcon,
  PromptsIcon,
  QuoteIcon,
  SearchIcon,
  ShoppingBagIcon,
  type IconComponent,
} from '../../components/icons';

/** One sidebar link. */
export interface NavLink {
  to: string;
  label: string;
  icon: IconComponent;
  /** Active on this exact path only (not on the paths below it). */
  end?: boolean;
  /** "Live", or the number of active prompts in all topics. */
  badge?: 'live' | 'prompts';
}

/** What the sidebar lists between its logo and its footer, top to bottom. */
export type NavEntry =
  | ({ kind: 'link' } & NavLink)
  /**
   * The collapsible Topics group, one link per topic, optionally showing its number of active prompts;
   * sorted by name, or with the most prompts first (the fund's Portfolio Companies, then Investment Strategy).
   */
  | { kind: 'topics'; promptCounts: boolean; order: TopicOrder }
  /** A collapsible group "Tools for {brand}": the brand-prefixed Action Center tools, then outreach and live mentions. */
  | { kind: 'brandTools' }
  /** A collapsible group of links, open at first. */
  | { kind: 'group'; label: string; id: string; links: NavLink[] }
  | { kind: 'gap' };

export type TopicOrder = 'name' | 'mostPrompts';

export interface VariantConfig {
  name: DashboardVariant;
  /**
   * The screens show the server's sample data rather than the account's answers: the topic page shows the
   * sample cards and has no empty state, an unknown topic offers Go Back, and the top bar carries no
   * "simulated engines" badge.
   */
  sampleData: boolean;
  /** The sidebar's links. */
  nav: NavEntry[];
}

const home = { to: '/dashboard', end: true, icon: HomeIcon } as const;
const prompts = { to: '/dashboard/prompts', label: 'Prompts', icon: PromptsIcon } as const;
const actionCenter = { to: '/dashboard/action', label: 'Action Center', icon: ActionIcon } as const;
const alerts = { to: '/dashboard/alerts', label: 'Alerts', icon: AlertIcon } as const;
const changes = { to: '/dashboard/changes', label: 'Changes', icon: ChangesIcon } as const;
/** Both dashboards compute their competitors from the account's own answers. */
const competitors = { to: '/dashboard/competitors', label: 'Competitors', icon: CompetitorsIcon } as const;
/** What answers say about the brand, aspect by aspect, and the inbox of its negative statements. */
const whatAiSays = { to: '/dashboard/what-ai-says', label: 'What AI says', icon: QuoteIcon } as const;
/** Whether what answers state about the brand's facts is true, and the repair of what is not. */
const facts = { to: '/dashboard/facts', label: 'Facts', icon: CheckIcon } as const;
/** What the engines searched before answering (their query fan-out). */
const searches = { to: '/dashboard/searches', label: 'Searches', icon: SearchIcon } as const;
/** The page funnel: each page of the brand's site from verified crawl to citation, session and key event. */
const pages = { to: '/dashboard/pages', label: 'Pages', icon: PageIcon } as const;
/** The product cards the AI apps show beside their answers (the APP surface). */
const products = { to: '/dashboard/products', label: 'Products', icon: ShoppingBagIcon } as const;

export const VARIANTS: Record<DashboardVariant, VariantConfig> = {
  GENERAL: {
    name: 'GENERAL',
    sampleData: false,
    nav: [
      { kind: 'link', ...home, label: 'Dashboard' },
      { kind: 'link', ...competitors },
      { kind: 'link', ...whatAiSays },
      { kind: 'link', ...facts },
      { kind: 'link', ...searches },
      { kind: 'link', ...pages },
      { kind: 'link', ...products },
      { kind: 'topics', promptCounts: false, order: 'name' },
      { kind: 'gap' },
      { kind: 'link', ...prompts },
      { kind: 'link', ...alerts },
      { kind: 'link', ...changes },
      { kind: 'link', ...actionCenter },
      { kind: 'brandTools' },
    ],
  },
  FUND: {
    name: 'FUND',
    sampleData: true,
    nav: [
      { kind: 'link', ...home, label: 'Overview', badge: 'prompts' },
      { kind: 'link', ...competitors },
      { kind: 'link', ...whatAiSays },
      { kind: 'link', ...facts },
      { kind: 'topics', promptCounts: true, order: 'mostPrompts' },
      {
        kind: 'group',
        label: 'Actions',
        id: 'sidebar-actions',
        links: [
          { ...actionCenter, end: true },
          { to: '/dashboard/action/live-mentions', label: 'Live Mentions', icon: LiveIcon, badge: 'live' },
          prompts,
          alerts,
        ],
      },
    ],
  },
};

/** How the variant's sidebar orders topics (and so which topic /dashboard/topics opens). */
export const topicOrder = (nav: readonly NavEntry[]): TopicOrder =>
  nav.find((e): e is Extract<NavEntry, { kind: 'topics' }> => e.kind === 'topics')?.order ?? 'name';
