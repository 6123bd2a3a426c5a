import { Box, Flex, IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet, useMatch } from 'react-router-dom';
import { DocumentTitle } from '../app/RouteChrome';
import { ColorModeButton } from '../components/ColorModeButton';
import { PanelIcon } from '../components/icons';
import { IncompleteDataState, LoadErrorState, LoadingState } from '../components/StateViews';
import { useAuthClient } from '../features/auth/session';
import { FirstRunNotice } from '../features/onboarding/FirstRunNotice';
import { Sidebar, useDashboardQuery } from '../features/sidebar/Sidebar';
import { VariantProvider } from '../features/variant/variant';
import { BrandSwitcher } from '../features/workspace/BrandSwitcher';
import { isRefused, RefusedState } from '../features/workspace/RefusedState';
import { RoleContext } from '../features/workspace/role';
import { MOBILE_QUERY, useMediaQuery } from '../hooks/useMediaQuery';
import { useDrawnLater } from '../hooks/useDrawnLater';
import { useSidebarState } from '../hooks/useSidebarState';

/** The phone's navigation drawer loads when it is first opened: it is no part of the page's first paint. */
const MobileNav = lazy(() => import('../features/sidebar/MobileNav'));

const WIDTH = '16rem';
const WIDTH_MOBILE = '18rem';
const WIDTH_COLLAPSED = '3rem';

/**
 * The signed-in shell: sidebar (drawer under 768 px), top bar, and the current dashboard screen, all told the
 * account's variant (`useVariant`).
 */
export default function DashboardRoute() {
  const { data: current, previousData, loading, error } = useDashboardQuery();
  const { shown: data, drawing } = useDrawnLater(current ?? previousData);
  const auth = useAuthClient();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const { open, mobileOpen, setMobileOpen, toggle } = useSidebarState(isMobile);
  // Once opened, the phone's drawer stays mounted so it can animate closed and open again.
  const [mobileNavLoaded, setMobileNavLoaded] = useState(false);
  if (mobileOpen && !mobileNavLoaded) setMobileNavLoaded(true);
  const onOverview = useMatch('/dashboard') !== null;
  const onTopic = useMatch('/dashboard/topics/*') !== null;

  if ((loading || drawing) && !data) return <LoadingState fullScreen />;
  // Removed from the workspace, or the address names a brand this person cannot open.
  if (error && isRefused(error)) return <RefusedState error={error} />;
  if (error) return <LoadErrorState message={error.message} />;
  if (!data?.viewer) return <IncompleteDataState />;
  // A new account sets up its brand and prompts before its figures; settings, the prompts page
  // and the tools stay reachable, so archiving the last prompt never throws anyone out of the page.
  if (data.viewer.onboarding.needed && (onOverview || onTopic))
    return <Navigate to="/dashboard/onboarding" replace />;

  const signOut = () => {
    void auth.signOut().then(({ error: e }) => e && console.error('Sign-out failed', e));
  };
  const sidebar = (collapsed: boolean, onNavigate?: () => void) => (
    <Sidebar
      viewer={data.viewer}
      topics={data.topics}
      collapsed={collapsed}
      onNavigate={onNavigate}
      onSignOut={signOut}
    />
  );

  return (
    <VariantProvider variant={data.viewer.variant}>
      <RoleContext value={data.viewer.role}>
        <DocumentTitle account={data.viewer.brand?.name ?? data.viewer.profile.username}>
          <Flex minH="100dvh" bg="bg.subtle">
            {isMobile ? (
              mobileNavLoaded && (
                <Suspense fallback={null}>
                  <MobileNav open={mobileOpen} onOpenChange={setMobileOpen} width={WIDTH_MOBILE}>
                    {sidebar(false, () => setMobileOpen(false))}
                  </MobileNav>
                </Suspense>
              )
            ) : (
              <Box
                as="aside"
                aria-label="Sidebar"
                data-state={open ? 'expanded' : 'collapsed'}
                w={open ? WIDTH : WIDTH_COLLAPSED}
                flexShrink={0}
                bg="sidebar.bg"
                borderRightWidth="1px"
                transition="width 0.2s ease"
              >
                <Box position="sticky" top="0" h="100dvh">
                  {sidebar(!open)}
                </Box>
              </Box>
            )}
            <Flex direction="column" flex="1" minW="0">
              <Flex
                as="header"
                align="center"
                gap="2"
                h="12"
                px={{ base: '2', md: '4' }}
                borderBottomWidth="1px"
                bg="bg.panel"
                position="sticky"
                top="0"
                zIndex="sticky"
              >
                <IconButton
                  aria-label="Toggle Sidebar"
                  aria-keyshortcuts="Control+B Meta+B"
                  aria-expanded={isMobile ? mobileOpen : open}
                  variant="ghost"
                  size="sm"
                  onClick={toggle}
                >
                  <PanelIcon />
                </IconButton>
                <Box flex="1" minW="0">
                  <BrandSwitcher viewer={data.viewer} />
                </Box>
                <ColorModeButton />
              </Flex>
              <Box
                as="main"
                id="main"
                flex="1"
                px={{ base: '4', md: '8' }}
                py={{ base: '5', md: '8' }}
                maxW="7xl"
                w="full"
                mx="auto"
              >
                {onOverview && <FirstRunNotice />}
                <Outlet />
              </Box>
            </Flex>
          </Flex>
        </DocumentTitle>
      </RoleContext>
    </VariantProvider>
  );
}
