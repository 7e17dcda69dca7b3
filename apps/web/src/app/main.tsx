import './mantine-styles.ts';
import './styles.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { purgeForbiddenKeys } from '../lib/device-storage.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { clearSession, markOtpRequired } from '../lib/session.ts';
import { GlobalLoader } from '../ui/global-loader.tsx';
import { createAppRouter } from './router.tsx';
import { cssVariablesResolver, DATES_SETTINGS, theme } from './theme.ts';

purgeForbiddenKeys();

const queryClient = createQueryClient({
  onSignedOut: () => clearSession(),
  onOtpRequired: () => markOtpRequired(),
});

// The router starts at once, before React renders: the guard's GET /api/auth/me, the current
// route's chunks and its page's first data all leave together (router.tsx).
const router = createAppRouter(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
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
);
