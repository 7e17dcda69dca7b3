// Mantine's styles: each module gets the sheets of the components it renders from the build
// (apps/web/mantine-css.ts, decision 042), the global ones with MantineProvider below.
import './styles.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { meQueryOptions } from '../features/account/api/get-me.ts';
import { getOtpConfirmed, purgeForbiddenKeys } from '../lib/device-storage.ts';
import { nextTask } from '../lib/next-task.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { clearSession, getGuardUser, getStoredUser, markOtpRequired } from '../lib/session.ts';
import { GlobalLoader } from '../ui/global-loader.tsx';
import { holdFirstReveal } from './first-reveal.ts';
import { startPage } from './route-guard.ts';
import { createAppRouter } from './router.tsx';
import { loadSignedInShell } from './shell/lazy-app-layout.tsx';
import { cssVariablesResolver, DATES_SETTINGS, theme } from './theme.ts';

purgeForbiddenKeys();

const queryClient = createQueryClient({
  onSignedOut: () => clearSession(),
  onOtpRequired: () => markOtpRequired(),
});

// The first-load budget (decision 029): someone who is probably signed in (the server saw a session
// cookie and marked <html data-session>, or this device keeps a user) gets GET /api/auth/me,
// the signed-in shell and the current page's chunk all at once, before React renders, not one
// after the other. The guard still waits for /api/auth/me before it shows anything, and for
// those two chunks (first-reveal.ts).
const probablySignedIn = document.documentElement.hasAttribute('data-session') || getStoredUser();
if (probablySignedIn) {
  void queryClient.prefetchQuery(meQueryOptions);
  holdFirstReveal(loadSignedInShell());
}

// The start runs in three tasks, not in the one that evaluates the scripts (the first-load budget, decision
// 050): that task was the longest of a signed-in visit. The requests above leave first; the
// page's chunk and data, then the router and the first render, each follow in a task of their
// own, and the browser can paint index.html's loading screen in between.
async function start(root: HTMLElement) {
  await nextTask();
  if (probablySignedIn) {
    const page = startPage(
      `${window.location.pathname}${window.location.search}`,
      queryClient,
      getGuardUser(),
      getOtpConfirmed(),
    );
    if (page) holdFirstReveal(page);
  }
  await nextTask();
  const router = createAppRouter();

  // A transition: React renders the app's first tree (the providers, the router, the guard) in
  // short tasks, not in one long one, and index.html's loading screen stays up until it commits
  // (the first-load budget: the first render was the longest task after the first paint).
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
        >
          <QueryClientProvider client={queryClient}>
            <GlobalLoader />
            <DatesProvider settings={DATES_SETTINGS}>
              <RouterProvider router={router} />
            </DatesProvider>
          </QueryClientProvider>
        </MantineProvider>
      </StrictMode>,
    ),
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
