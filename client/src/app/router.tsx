import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { LoadingState } from '../components/StateViews';
import { RequireSession } from '../features/auth/RequireSession';
import { SessionProvider } from '../features/auth/session';
import NotFoundRoute from '../routes/NotFoundRoute';

// Every screen is its own chunk: the sign-in page loads no dashboard, chart or sidebar code.
const signIn = async () => ({ Component: (await import('../routes/SignInRoute')).default });

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
  return { Component: variantScreen({ GENERAL, FUND: lazy(fund) }) };
};

export const routes: RouteObject[] = [
  {
    element: (
      <SessionProvider>
        <Outlet />
      </SessionProvider>
    ),
    hydrateFallbackElement: <LoadingState fullScreen />,
    children: [
      { path: '/', lazy: signIn },
      { path: '/logout', lazy: signIn },
      { path: '/auth', lazy: signIn },
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
                lazy: async () => ({ Component: (await import('../routes/OnboardingRoute')).default }),
              },
              {
                lazy: async () => ({ Component: (await import('../routes/DashboardRoute')).default }),
                children: [
                  {
                    index: true,
                    lazy: withFundScreen(
                      () => import('../routes/OverviewRoute'),
                      () => import('../routes/FundOverviewRoute'),
                    ),
                  },
                  {
                    path: 'topics',
                    lazy: async () => ({ Component: (await import('../routes/TopicsIndexRoute')).default }),
                  },
                  {
                    path: 'topics/:slug',
                    lazy: async () => ({ Component: (await import('../routes/TopicRoute')).default }),
                  },
                  {
                    path: 'prompts',
                    lazy: withFundScreen(
                      () => import('../routes/PromptsRoute'),
                      () => import('../routes/FundPromptsRoute'),
                    ),
                  },
                  {
                    path: 'settings',
                    lazy: async () => ({ Component: (await import('../routes/SettingsRoute')).default }),
                  },
                  {
                    path: 'how-we-measure',
                    lazy: async () => ({ Component: (await import('../routes/HowWeMeasureRoute')).default }),
                  },
                  // GraphiQL (Monaco) is the largest chunk of the app: only this route loads it.
                  {
                    path: 'settings/graphql',
                    lazy: async () => ({ Component: (await import('../routes/ExplorerRoute')).default }),
                  },
                  {
                    path: 'settings/schema',
                    lazy: async () => ({ Component: (await import('../routes/SchemaRoute')).default }),
                  },
                  // Action Center: the gate, then the general or fund screen of each tool.
                  {
                    path: 'action',
                    lazy: async () => ({ Component: (await import('../routes/ActionRoute')).default }),
                    children: [
                      {
                        index: true,
                        lazy: async () => ({
                          Component: (await import('../routes/ActionHomeRoute')).default,
                        }),
                      },
                      ...(
                        [
                          ['comparison', () => import('../routes/ActionComparisonRoute')],
                          ['sources', () => import('../routes/ActionSourcesRoute')],
                          ['llms-txt', () => import('../routes/ActionLlmsTxtRoute')],
                          ['generate', () => import('../routes/ActionGenerateRoute')],
                          ['outreach', () => import('../routes/ActionOutreachRoute')],
                          ['live-mentions', () => import('../routes/ActionLiveMentionsRoute')],
                        ] as const
                      ).map(([path, load]) => ({
                        path,
                        lazy: async () => ({ Component: (await load()).default }),
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
                    lazy: async () => ({ Component: (await import('../routes/LogoutRoute')).default }),
                  },
                  { path: '*', Component: NotFoundRoute },
                ],
              },
            ],
          },
        ],
      },
      // Public report wizard and report page: no session needed, each its own lazy chunk.
      {
        path: '/generate-reports',
        lazy: async () => ({ Component: (await import('../routes/GenerateReportsRoute')).default }),
      },
      {
        path: '/reports/:token',
        lazy: async () => ({ Component: (await import('../routes/ReportRoute')).default }),
      },
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
