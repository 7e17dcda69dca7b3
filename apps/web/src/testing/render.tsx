import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { cssVariablesResolver, DATES_SETTINGS, theme } from '../app/theme.ts';
import { locationHoursControls } from '../features/locations/components/location-hours-controls.tsx';
import { LocationHoursProvider } from '../ui/location-hours.tsx';
import { ShellProvider } from '../ui/shell-context.tsx';

/** Where the router is now, for asserting navigation. */
let currentPath = '';
function LocationProbe() {
  const location = useLocation();
  currentPath = `${location.pathname}${location.search}`;
  return null;
}

export function currentLocation(): string {
  return currentPath;
}

export function TestProviders({ children, client }: { children: ReactNode; client: QueryClient }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={client}>
        <ModalsProvider>
          <Notifications />
          <DatesProvider settings={DATES_SETTINGS}>
            <LocationHoursProvider value={locationHoursControls}>{children}</LocationHoursProvider>
          </DatesProvider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * Renders `ui` the way the app does (Mantine with modals and notifications, a fresh
 * QueryClient without retries, a MemoryRouter at `path`). With `route` (a pattern such as
 * '/spot-quotes/:id/bid') the element is mounted on it so `useParams` works.
 */
export function renderWithApp(
  ui: ReactElement,
  {
    path = '/',
    route,
    shell,
    client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } },
    }),
  }: {
    /** The app's query client, when the test put something in it before rendering. */
    client?: QueryClient;
    path?: string;
    route?: string;
    /** Inside the signed-in shell of this role (the page header then shows its search). */
    shell?: 'shipper' | 'carrier';
  } = {},
) {
  const user = userEvent.setup();
  const mounted = route ? (
    <Routes>
      <Route path={route} element={ui} />
      <Route path="*" element={null} />
    </Routes>
  ) : (
    ui
  );
  const result = render(
    <TestProviders client={client}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        {shell ? (
          <ShellProvider
            value={{
              role: shell,
              sidebarCollapsed: false,
              toggleSidebar: () => {},
              openAdd: null,
              instructionsOn: false,
            }}
          >
            {mounted}
          </ShellProvider>
        ) : (
          mounted
        )}
      </MemoryRouter>
    </TestProviders>,
  );
  return { ...result, user, client };
}
