import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { LoadingState } from '../components/StateViews';
import { RequireSession } from '../features/auth/RequireSession';
import { SessionProvider } from '../features/auth/session';
import NotFoundRoute from '../routes/NotFoundRoute';

// Every screen is its own chunk: the sign-in page loads no dashboard, chart or sidebar code.
const signIn = async () => ({ Component: (await import('../routes/SignInRoute')).default });

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
              {
                lazy: async () => ({ Component: (await import('../routes/DashboardRoute')).default }),
                children: [
                  {
                    index: true,
                    lazy: async () => ({ Component: (await import('../routes/OverviewRoute')).default }),
                  },
                  {
                    path: 'topics/:slug?',
                    lazy: async () => ({ Component: (await import('../routes/TopicRoute')).default }),
                  },
                  {
                    path: 'prompts',
                    lazy: async () => ({ Component: (await import('../routes/PromptsRoute')).default }),
                  },
                  {
                    path: 'settings',
                    lazy: async () => ({ Component: (await import('../routes/SettingsRoute')).default }),
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
      // Public report wizard and report page (issue 4): no session needed, each its own lazy chunk.
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
