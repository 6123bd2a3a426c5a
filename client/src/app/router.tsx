import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { PlainLoading } from '../components/PlainStates';
import { RequireSession } from '../features/auth/RequireSession';
import { SessionProvider } from '../features/auth/session';
import SignInRoute from '../routes/SignInRoute';
import { retryingChunk, withChunkRetries } from './chunkLoading';
import { DocumentTitle, SkipLink, type RouteHandle } from './RouteChrome';
import { RouteErrorScreen } from './RouteErrorScreen';

/*
 * The sign-in page (the landing page) comes with the app's first script and draws without Chakra UI; every
 * other screen is its own chunk inside ChakraLayout, so the landing page loads no Chakra, dashboard, chart
 * or sidebar code. Each chunk is retried when it fails to load (withChunkRetries); a failure that stays
 * shows the error screen, inside the dashboard's shell for a dashboard page.
 */
/** A route's page title (see RouteChrome). */
const titled = (title: string, shell = false): { handle: RouteHandle } => ({ handle: { title, shell } });

const notFound = async () => ({ Component: (await import('../routes/NotFoundRoute')).default });

type ScreenModule = Promise<{ default: ComponentType }>;

/**
 * A dashboard screen with a fund variant (`variantScreen`): the general screen loads with the route, the
 * fund screen is its own chunk, loaded only for the fund account.
 */
const withFundScreen = (general: () => ScreenModule, fund: () => ScreenModule) => async () => {
  const [{ default: GENERAL }, { variantScreen }] = await Promise.all([
    general(),
    import('../features/variant/variant'),
  ]);
  return { Component: variantScreen({ GENERAL, FUND: lazy(retryingChunk(fund)) }) };
};

export const routes: RouteObject[] = withChunkRetries([
  {
    errorElement: <RouteErrorScreen />,
    element: (
      <SessionProvider>
        <SkipLink />
        <DocumentTitle>
          <Outlet />
        </DocumentTitle>
      </SessionProvider>
    ),
    hydrateFallbackElement: <PlainLoading />,
    children: [
      { path: '/', Component: SignInRoute, ...titled('Sign in') },
      { path: '/logout', Component: SignInRoute, ...titled('Sign in') },
      { path: '/auth', Component: SignInRoute, ...titled('Sign in') },
      {
        path: '/auth/forgot',
        ...titled('Forgot password'),
        lazy: async () => ({ Component: (await import('../routes/ForgotPasswordRoute')).default }),
      },
      {
        path: '/auth/reset',
        ...titled('Choose a new password'),
        lazy: async () => ({ Component: (await import('../routes/ResetPasswordRoute')).default }),
      },
      {
        path: '/invite/:token',
        ...titled('Invitation'),
        lazy: async () => ({ Component: (await import('../routes/InviteRoute')).default }),
      },
      {
        path: '/alert-email/confirm',
        ...titled('Confirm alert e-mails'),
        lazy: async () => ({ Component: (await import('../routes/ConfirmAlertEmailRoute')).default }),
      },
      {
        lazy: async () => ({ Component: (await import('./ChakraLayout')).default }),
        children: [
          {
            path: '/dashboard',
            element: (
              <RequireSession>
                <Outlet />
              </RequireSession>
            ),
            children: [
              {
                lazy: async () => ({ Component: (await import('./ApolloLayout')).default }),
                children: [
                  // A new account's setup: full screen, outside the sidebar shell.
                  {
                    path: 'onboarding',
                    ...titled('Set up your brand'),
                    lazy: async () => ({ Component: (await import('../routes/OnboardingRoute')).default }),
                  },
                  {
                    ...titled('Dashboard', true),
                    lazy: async () => ({ Component: (await import('../routes/DashboardRoute')).default }),
                    children: [
                      {
                        // Pathless: a page that fails shows the error screen inside the shell.
                        errorElement: <RouteErrorScreen inline />,
                        children: [
                          {
                            index: true,
                            ...titled('Overview'),
                            // The fund account's overview is the same screen, computed from its own answers.
                            lazy: async () => ({
                              Component: (await import('../routes/OverviewRoute')).default,
                            }),
                          },
                          {
                            path: 'competitors',
                            ...titled('Competitors'),
                            lazy: async () => ({
                              Component: (await import('../routes/CompetitorsRoute')).default,
                            }),
                          },
                          {
                            path: 'what-ai-says',
                            ...titled('What AI says'),
                            lazy: async () => ({
                              Component: (await import('../routes/WhatAiSaysRoute')).default,
                            }),
                          },
                          {
                            path: 'facts',
                            ...titled('Facts'),
                            lazy: async () => ({ Component: (await import('../routes/FactsRoute')).default }),
                          },
                          {
                            path: 'pages',
                            ...titled('Pages'),
                            lazy: async () => ({ Component: (await import('../routes/PagesRoute')).default }),
                          },
                          {
                            path: 'searches',
                            ...titled('Searches'),
                            lazy: async () => ({
                              Component: (await import('../routes/SearchesRoute')).default,
                            }),
                          },
                          {
                            path: 'products',
                            ...titled('Products'),
                            lazy: async () => ({
                              Component: (await import('../routes/ProductsRoute')).default,
                            }),
                          },
                          {
                            path: 'topics',
                            ...titled('Topics'),
                            lazy: async () => ({
                              Component: (await import('../routes/TopicsIndexRoute')).default,
                            }),
                          },
                          {
                            path: 'topics/:slug',
                            ...titled('Topic'),
                            lazy: async () => ({ Component: (await import('../routes/TopicRoute')).default }),
                          },
                          {
                            path: 'prompts',
                            ...titled('Prompts'),
                            lazy: withFundScreen(
                              () => import('../routes/PromptsRoute'),
                              () => import('../routes/FundPromptsRoute'),
                            ),
                          },
                          {
                            path: 'alerts',
                            ...titled('Alerts'),
                            lazy: async () => ({
                              Component: (await import('../routes/AlertsRoute')).default,
                            }),
                          },
                          {
                            path: 'changes',
                            ...titled('Changes'),
                            lazy: async () => ({
                              Component: (await import('../routes/ChangesRoute')).default,
                            }),
                          },
                          {
                            path: 'changes/:id',
                            ...titled('Change'),
                            lazy: async () => ({
                              Component: (await import('../routes/ChangeRoute')).default,
                            }),
                          },
                          {
                            path: 'settings',
                            ...titled('Settings'),
                            lazy: async () => ({
                              Component: (await import('../routes/SettingsRoute')).default,
                            }),
                          },
                          {
                            path: 'how-we-measure',
                            ...titled('How we measure'),
                            lazy: async () => ({
                              Component: (await import('../routes/HowWeMeasureRoute')).default,
                            }),
                          },
                          // GraphiQL (Monaco) is the largest chunk of the app: only this route loads it.
                          {
                            path: 'settings/graphql',
                            ...titled('GraphQL explorer'),
                            lazy: async () => ({
                              Component: (await import('../routes/ExplorerRoute')).default,
                            }),
                          },
                          {
                            path: 'settings/alerts',
                            ...titled('Alert settings'),
                            lazy: async () => ({
                              Component: (await import('../routes/AlertSettingsRoute')).default,
                            }),
                          },
                          {
                            path: 'settings/integrations',
                            ...titled('Integrations'),
                            lazy: async () => ({
                              Component: (await import('../routes/IntegrationsRoute')).default,
                            }),
                          },
                          {
                            path: 'settings/facts',
                            ...titled('Facts'),
                            lazy: async () => ({
                              Component: (await import('../routes/FactsSettingsRoute')).default,
                            }),
                          },
                          {
                            path: 'settings/members',
                            ...titled('Members'),
                            lazy: async () => ({
                              Component: (await import('../routes/MembersRoute')).default,
                            }),
                          },
                          {
                            path: 'settings/audit-log',
                            ...titled('Audit log'),
                            lazy: async () => ({
                              Component: (await import('../routes/AuditLogRoute')).default,
                            }),
                          },
                          {
                            path: 'settings/schema',
                            ...titled('Schema reference'),
                            lazy: async () => ({
                              Component: (await import('../routes/SchemaRoute')).default,
                            }),
                          },
                          // Action Center: the gate, then the general or fund screen of each tool.
                          {
                            path: 'action',
                            ...titled('Action Center'),
                            lazy: async () => ({
                              Component: (await import('../routes/ActionRoute')).default,
                            }),
                            children: [
                              {
                                index: true,
                                lazy: async () => ({
                                  Component: (await import('../routes/ActionHomeRoute')).default,
                                }),
                              },
                              ...(
                                [
                                  [
                                    'comparison',
                                    'Content comparison',
                                    () => import('../routes/ActionComparisonRoute'),
                                  ],
                                  [
                                    'sources',
                                    'Source analysis',
                                    () => import('../routes/ActionSourcesRoute'),
                                  ],
                                  [
                                    'llms-txt',
                                    'LLMS.TXT Manager',
                                    () => import('../routes/ActionLlmsTxtRoute'),
                                  ],
                                  [
                                    'generate',
                                    'Content generation',
                                    () => import('../routes/ActionGenerateRoute'),
                                  ],
                                  ['outreach', 'Outreach', () => import('../routes/ActionOutreachRoute')],
                                  [
                                    'live-mentions',
                                    'Live mentions',
                                    () => import('../routes/ActionLiveMentionsRoute'),
                                  ],
                                ] as const
                              ).map(([path, title, load]) => ({
                                path,
                                lazy: async () => ({ Component: (await load()).default }),
                                ...titled(title),
                              })),
                              // The brand-prefixed tools ({brand}-generate, …); the fixed paths above match first.
                              {
                                path: ':brandTool',
                                lazy: async () => ({
                                  Component: (await import('../routes/ActionBrandToolRoute')).default,
                                }),
                              },
                            ],
                          },
                          {
                            path: 'logout',
                            ...titled('Signing out'),
                            lazy: async () => ({
                              Component: (await import('../routes/LogoutRoute')).default,
                            }),
                          },
                          { path: '*', lazy: notFound, ...titled('Page not found') },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
          // Public report wizard and report page: no session needed, each its own lazy chunk.
          {
            path: '/generate-reports',
            ...titled('Free AI visibility report'),
            lazy: async () => ({ Component: (await import('../routes/GenerateReportsRoute')).default }),
          },
          {
            path: '/reports/:token',
            ...titled('AI visibility report'),
            lazy: async () => ({ Component: (await import('../routes/ReportRoute')).default }),
          },
          { path: '*', lazy: notFound, ...titled('Page not found') },
        ],
      },
    ],
  },
]);

export const createRouter = () => createBrowserRouter(routes);
