import { Badge, Box, Button, Flex, Link, Separator, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { NavLink as RouterNavLink } from 'react-router-dom';
import type { Sidebar_TopicsFragment, Sidebar_ViewerFragment } from '../../__generated__/graphql';
import { useDashboardRouteQuery } from '../../__generated__/hooks';
import {
  ActionIcon,
  ApiIcon,
  BotIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  CloudIcon,
  LogoIcon,
  ProductIcon,
  MeasureIcon,
  SettingsIcon,
  SignOutIcon,
  TopicIcon,
  type IconComponent,
} from '../../components/icons';
import { useFilterHref, usePageFilter } from '../filter/pageFilter';
import { useVariant } from '../variant/variant';
import { BRAND_TOOLS, brandToolPath } from '../action/brandTools';
import { topicOrder, type NavEntry, type NavLink, type TopicOrder } from '../variant/variants';

const TOPIC_ICONS: Record<string, IconComponent> = {
  api: ApiIcon,
  bot: BotIcon,
  cloud: CloudIcon,
  'product-management': ProductIcon,
};
export const topicIcon = (slug: string): IconComponent => TOPIC_ICONS[slug] ?? TopicIcon;

/** The dashboard's viewer and topics, each topic counting the prompts of the page filter's kind as pages do. */
export function useDashboardQuery() {
  const { filter } = usePageFilter();
  return useDashboardRouteQuery({ variables: { promptKind: filter.variables.promptKind } });
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/**
 * Topics as the sidebar lists them, any whose name contains "aggregate" hidden: sorted by name, or with
 * the most active prompts first (ties by name).
 */
export const sidebarTopics = <T extends { name: string; promptCount: number }>(
  topics: readonly T[],
  order: TopicOrder = 'name',
): T[] =>
  topics
    .filter((t) => !/aggregate/i.test(t.name))
    .sort((a, b) => (order === 'mostPrompts' ? b.promptCount - a.promptCount : 0) || byName(a, b));

function NavItem({
  to,
  icon: IconC,
  label,
  collapsed,
  end,
  onNavigate,
  badge,
}: {
  to: string;
  icon: IconComponent;
  label: string;
  collapsed: boolean;
  end?: boolean;
  onNavigate?: () => void;
  badge?: ReactNode;
}) {
  const href = useFilterHref();
  return (
    <Link
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      px={collapsed ? '0' : '3'}
      justifyContent={collapsed ? 'center' : 'flex-start'}
      h="9"
      rounded="md"
      textStyle="sm"
      color="fg.muted"
      textDecoration="none"
      _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
      _currentPage={{ bg: 'sidebar.active', color: 'sidebar.activeFg', fontWeight: 'semibold' }}
      focusRing="inside"
    >
      <RouterNavLink to={href(to)} end={end} onClick={onNavigate} title={collapsed ? label : undefined}>
        <IconC boxSize="4" flexShrink={0} />
        {collapsed ? (
          <VisuallyHidden>{label}</VisuallyHidden>
        ) : (
          <Text as="span" truncate flex="1">
            {label}
          </Text>
        )}
        {!collapsed && badge}
      </RouterNavLink>
    </Link>
  );
}

function GroupHeader({
  label,
  open,
  onToggle,
  controls,
}: {
  label: string;
  open: boolean;
  onToggle: () => void;
  controls: string;
}) {
  return (
    <Button
      variant="ghost"
      size="xs"
      justifyContent="space-between"
      color="fg.subtle"
      textTransform="uppercase"
      letterSpacing="wider"
      fontWeight="semibold"
      mt="3"
      _expanded={{ bg: 'transparent' }}
      _hover={{ bg: 'bg.muted' }}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {label}
      {open ? <ChevronDownIcon /> : <ChevronRightIcon />}
    </Button>
  );
}

const CountBadge = ({ n }: { n: number }) => (
  <Badge size="xs" variant="subtle" colorPalette="gray" fontVariantNumeric="tabular-nums">
    {n}
  </Badge>
);

const LiveBadge = () => (
  <Badge size="xs" colorPalette="red" variant="solid">
    Live
  </Badge>
);

/** The Action Center's tools that act beyond the brand's own pages, listed after its content tools. */
const OUTREACH_TOOLS: NavLink[] = [
  { to: '/dashboard/action/outreach', label: 'Email Outreach', icon: ActionIcon },
  { to: '/dashboard/action/live-mentions', label: 'Live Mentions', icon: ActionIcon, badge: 'live' },
];

/** A group header (hidden while the sidebar is collapsed) and its links, open at first. */
function NavGroup({
  label,
  id,
  collapsed,
  list = false,
  children,
}: {
  label: string;
  id: string;
  collapsed: boolean;
  /** Announce the links as a list named by the label. */
  list?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      {collapsed ? null : (
        <GroupHeader label={label} open={open} onToggle={() => setOpen((o) => !o)} controls={id} />
      )}
      {(open || collapsed) && (
        <Stack gap="0.5" id={id} role={list ? 'list' : undefined} aria-label={list ? label : undefined}>
          {children}
        </Stack>
      )}
    </>
  );
}

export interface SidebarProps {
  viewer: Sidebar_ViewerFragment;
  topics: readonly Sidebar_TopicsFragment[];
  collapsed?: boolean;
  onNavigate?: () => void;
  onSignOut: () => void;
}

/** The dashboard's navigation: the variant's links (see `VARIANTS`), then How we measure, Settings and Sign Out. */
export function Sidebar({ viewer, topics, collapsed = false, onNavigate, onSignOut }: SidebarProps) {
  const { nav } = useVariant();
  const order = topicOrder(nav);
  const listed = useMemo(() => sidebarTopics(topics, order), [topics, order]);
  // All active prompts: the topics list never includes the aggregate topic.
  const promptTotal = useMemo(() => listed.reduce((sum, t) => sum + t.promptCount, 0), [listed]);
  const brand = viewer.brand?.name ?? 'Your brand';
  const badges = { live: <LiveBadge />, prompts: <CountBadge n={promptTotal} /> };

  const link = (item: NavLink) => (
    <NavItem
      key={item.to}
      to={item.to}
      end={item.end}
      icon={item.icon}
      label={item.label}
      collapsed={collapsed}
      onNavigate={onNavigate}
      badge={item.badge && badges[item.badge]}
    />
  );

  const entry = (item: NavEntry) => {
    switch (item.kind) {
      case 'link':
        return link(item);
      case 'gap':
        return <Box key="gap" h="3" />;
      case 'group':
        return (
          <NavGroup key={item.id} label={item.label} id={item.id} collapsed={collapsed}>
            {item.links.map(link)}
          </NavGroup>
        );
      case 'brandTools':
        return viewer.brand ? (
          <NavGroup
            key="brand-tools"
            label={`Tools for ${viewer.brand.name}`}
            id="sidebar-brand-tools"
            collapsed={collapsed}
          >
            {BRAND_TOOLS.map((tool) =>
              link({ to: brandToolPath(viewer.brand!.name, tool.path), label: tool.label, icon: ActionIcon }),
            )}
            {OUTREACH_TOOLS.map(link)}
          </NavGroup>
        ) : null;
      case 'topics':
        return (
          <NavGroup key="topics" label="Topics" id="sidebar-topics" collapsed={collapsed} list>
            {listed.map((t) => (
              <Box role="listitem" key={t.id}>
                <NavItem
                  to={`/dashboard/topics/${t.slug}`}
                  icon={topicIcon(t.slug)}
                  label={t.name}
                  collapsed={collapsed}
                  onNavigate={onNavigate}
                  badge={item.promptCounts ? <CountBadge n={t.promptCount} /> : undefined}
                />
              </Box>
            ))}
            {listed.length === 0 && !collapsed && (
              <Text textStyle="xs" color="fg.subtle" px="3" py="1">
                No topics yet
              </Text>
            )}
          </NavGroup>
        );
    }
  };

  return (
    <Flex direction="column" h="full" bg="sidebar.bg" py="3" px={collapsed ? '1.5' : '3'} gap="1">
      <Flex
        align="center"
        gap="2.5"
        px={collapsed ? '0' : '2'}
        py="2"
        justify={collapsed ? 'center' : 'flex-start'}
      >
        <Flex
          align="center"
          justify="center"
          boxSize="8"
          rounded="lg"
          bg="teal.solid"
          color="teal.contrast"
          flexShrink={0}
        >
          <LogoIcon boxSize="4.5" />
        </Flex>
        {!collapsed && (
          <Box minW="0">
            <Text fontWeight="semibold" lineHeight="short">
              Sightline
            </Text>
            <Text textStyle="xs" color="fg.muted" truncate>
              {brand}
            </Text>
          </Box>
        )}
      </Flex>
      <Separator my="2" />
      <Box as="nav" aria-label="Dashboard" flex="1" overflowY="auto" overflowX="hidden">
        <Stack gap="0.5">{nav.map(entry)}</Stack>
      </Box>
      <Separator my="2" />
      <Stack gap="0.5">
        <NavItem
          to="/dashboard/how-we-measure"
          icon={MeasureIcon}
          label="How we measure"
          collapsed={collapsed}
          onNavigate={onNavigate}
        />
        <NavItem
          to="/dashboard/settings"
          icon={SettingsIcon}
          label="Settings"
          collapsed={collapsed}
          onNavigate={onNavigate}
        />
        <Button
          variant="ghost"
          size="sm"
          justifyContent={collapsed ? 'center' : 'flex-start'}
          px={collapsed ? '0' : '3'}
          gap="3"
          color="fg.muted"
          fontWeight="normal"
          onClick={onSignOut}
          title={collapsed ? 'Sign Out' : undefined}
        >
          <SignOutIcon boxSize="4" />
          {collapsed ? <VisuallyHidden>Sign Out</VisuallyHidden> : 'Sign Out'}
        </Button>
        {!collapsed && (
          <Text textStyle="xs" color="fg.subtle" px="3" pt="2" truncate>
            {viewer.profile.email ?? viewer.profile.username}
          </Text>
        )}
      </Stack>
    </Flex>
  );
}
