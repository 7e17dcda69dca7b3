import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { purgeForbiddenKeys } from '../lib/device-storage.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { clearSession, markOtpRequired } from '../lib/session.ts';
import { GlobalLoader } from '../ui/global-loader.tsx';
import { createAppRouter } from './router.tsx';
import { DATES_SETTINGS, theme } from './theme.ts';

purgeForbiddenKeys();

const queryClient = createQueryClient({
  onSignedOut: () => clearSession(),
  onOtpRequired: () => markOtpRequired(),
});
const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <GlobalLoader />
          <DatesProvider settings={DATES_SETTINGS}>
            <RouterProvider router={router} />
          </DatesProvider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
