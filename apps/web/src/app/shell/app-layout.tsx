import { AppShell, Box } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  IconAddressBook,
  IconBuildingWarehouse,
  IconChartBar,
  IconFileDollar,
  IconPackage,
  IconSettings,
  IconStar,
  IconTruck,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Outlet, useLocation } from 'react-router';
import { useLogout } from '../../features/account/api/logout.ts';
import { OwnCompanyLogo } from '../../features/account/components/shipper-logo.tsx';
import { openSupportChat } from '../../features/support/chat-drawer.ts';
import type { StoredUserData } from '../../lib/device-storage.ts';
import { useHomepagePreference } from '../../lib/device-storage.ts';
import { preloadableLazy } from '../../lib/preloadable-lazy.tsx';
import { markFirstPageShown } from '../../lib/use-idle.ts';
import { ShellProvider, type ShellState } from '../../ui/shell-context.tsx';
import { SideMenu, type SideMenuItem } from '../../ui/side-menu.tsx';
import { LoadingState } from '../../ui/states.tsx';
import classes from './app-layout.module.css';
import { useHasShipments } from './has-shipments.ts';
import { carrierMenu, type MenuIcon, shipperMenu } from './menu.ts';
import { updateShellPrefs, useShellPrefs } from './shell-prefs.ts';
import { WhenIdle } from './when-idle.tsx';

const icons: Record<MenuIcon, ReactNode> = {
  shipments: <IconPackage size={20} stroke={1.7} />,
  trucks: <IconTruck size={20} stroke={1.7} />,
  carriers: <IconTruck size={20} stroke={1.7} />,
  companies: <IconBuildingWarehouse size={20} stroke={1.7} />,
  contacts: <IconAddressBook size={20} stroke={1.7} />,
  favorites: <IconStar size={20} stroke={1.7} />,
  quotes: <IconFileDollar size={20} stroke={1.7} />,
  analytics: <IconChartBar size={20} stroke={1.7} />,
  settings: <IconSettings size={20} stroke={1.7} />,
};

// The add modals open on a click, long after the first paint: their chunk (Modal, Radio, the
// choices) stays off the list pages' first load and comes once the shell is idle (the first-load budget).
const loadAddModals = () =>
  import('./add-modal.tsx').then((module) => ({ default: module.AddModals }));
const AddModals = preloadableLazy(loadAddModals);

// The bell (a Popover) and the help button (a Tooltip) mount once the shell is idle, so their
// chunks, with floating-ui, stay off the first load as well (the first-load budget).
// (Each loader is a constant of its own: written inline, TypeScript would infer the props from
// preloadableLazy's parameter and give `never`.)
const loadNotificationBell = () =>
  import('../../features/notifications/components/notification-bell.tsx').then((module) => ({
    default: module.NotificationBell,
  }));
const NotificationBell = preloadableLazy(loadNotificationBell);
const loadHelpButton = () =>
  import('../../features/support/help-button.tsx').then((module) => ({
    default: module.HelpButton,
  }));
const HelpButton = preloadableLazy(loadHelpButton);

// What the first paint can do without waits for the first idle moments after the page has shown
// its data (the first-load budget), one part per idle moment so that no part holds the page up long: the
// overlays (signed-in-shell.tsx), the bell, the live stream, the help button, then the add
// modals (when-idle.tsx).

/** The bell; until it comes its place is kept, so nothing moves when it does. */
const idleBell = (
  <WhenIdle
    step={2}
    load={NotificationBell.preload}
    placeholder={<Box className={classes.bellPlace} />}
  >
    <NotificationBell />
  </WhenIdle>
);

/** One live-events stream for the signed-in user (features/live), from a chunk of its own. */
const LiveEventsStream = preloadableLazy(
  () => import('../../features/live/live-events-stream.tsx'),
);

/**
 * The page, mounted in a transition once the shell has committed: two shorter tasks rather than
 * one long one when a session opens (the first-load budget), and only this part re-renders for it.
 * (useDeferredValue's initial value would not do: the shell itself mounts in a deferred pass,
 * where React skips it.) No Suspense boundary is involved, so React's fallback throttle does
 * not hold the page back.
 */
function AfterShell({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? (
    <>
      {children}
      <PageShown />
    </>
  ) : (
    <LoadingState />
  );
}

/** Tells the idle-time parts (lib/use-idle.ts) that the page has been committed. */
function PageShown() {
  const queryClient = useQueryClient();
  useEffect(() => markFirstPageShown(queryClient), [queryClient]);
  return null;
}

const EXPANDED_WIDTH = 252;
const COLLAPSED_WIDTH = 76;

/** The signed-in shell: side menu, page area, add modals and the help button. */
export function AppLayout({ user, children }: { user: StoredUserData; children?: ReactNode }) {
  const role = user.user_type === 'carrier' ? 'carrier' : 'shipper';
  const { pathname } = useLocation();
  const homepage = useHomepagePreference();
  // Read at the first render (no server rendering here), so a phone never draws the side menu
  // only to drop it a moment later.
  const isMobile = useMediaQuery('(max-width: 48em)', undefined, {
    getInitialValueInEffect: false,
  });
  const { collapsed, instructionsOn } = useShellPrefs();
  const [mobileOpened, mobile] = useDisclosure(false);
  // On a phone the side menu is a drawer, closed when a page opens: its links (a third of the
  // shell's elements) are drawn when it first opens and kept after, not on every page load
  // (the first-load budget).
  const sideMenuDrawn = useRef(false);
  if (!isMobile || mobileOpened) sideMenuDrawn.current = true;
  const [addOpened, add] = useDisclosure(false);
  const logout = useLogout();
  // SPEC 2.6: the 'Start Here' hint is for a shipper who has no shipment yet.
  const hasShipments = useHasShipments(role === 'shipper' && instructionsOn);

  const items: SideMenuItem[] = useMemo(() => {
    const menu =
      role === 'shipper'
        ? shipperMenu({ pathname, homepage, permissions: user.permissions })
        : carrierMenu({ pathname, permissions: user.permissions });
    return menu.map((item) => ({ ...item, icon: icons[item.icon] }));
  }, [role, pathname, homepage, user.permissions]);

  const shell: ShellState = {
    role,
    sidebarCollapsed: isMobile ? !mobileOpened : collapsed,
    toggleSidebar: () => (isMobile ? mobile.toggle() : updateShellPrefs({ collapsed: !collapsed })),
    openAdd:
      role === 'shipper'
        ? () => {
            updateShellPrefs({ instructionsOn: false });
            add.open();
          }
        : null,
    instructionsOn:
      role === 'shipper' &&
      instructionsOn &&
      hasShipments.data === false &&
      !addOpened &&
      !(isMobile && mobileOpened),
    openSupportChat,
    headerExtras: idleBell,
  };

  const narrow = collapsed && !isMobile;

  return (
    <ShellProvider value={shell}>
      <AppShell
        navbar={{
          width: narrow ? COLLAPSED_WIDTH : EXPANDED_WIDTH,
          breakpoint: 'sm',
          collapsed: { mobile: !mobileOpened },
        }}
        padding={0}
        className={classes.shell}
      >
        <AppShell.Navbar withBorder={false} className={classes.navbar}>
          {sideMenuDrawn.current ? (
            <SideMenu
              items={items}
              collapsed={narrow}
              user={{
                name: `${user.first_name} ${user.last_name}`.trim() || user.email,
                company: user.company_name,
                email: user.email,
              }}
              logo={user.logo ? <OwnCompanyLogo name={user.company_name} size={38} /> : undefined}
              onLogout={() => logout.mutate()}
              logoutPending={logout.isPending}
              onNavigate={isMobile ? mobile.close : undefined}
              onClose={isMobile ? mobile.close : undefined}
            />
          ) : null}
        </AppShell.Navbar>
        <AppShell.Main className={classes.main}>
          <Box className={classes.page}>
            <Suspense fallback={<LoadingState />}>
              <AfterShell>{children ?? <Outlet />}</AfterShell>
            </Suspense>
          </Box>
        </AppShell.Main>
      </AppShell>
      <WhenIdle step={3} load={LiveEventsStream.preload}>
        <LiveEventsStream />
      </WhenIdle>
      {role === 'shipper' ? (
        // At the fifth idle moment, or at once when asked for.
        <WhenIdle step={5} load={AddModals.preload} now={addOpened}>
          <AddModals
            opened={addOpened}
            onClose={add.close}
            canAddShipment={user.permissions.shipment_add === true}
          />
        </WhenIdle>
      ) : null}
      <WhenIdle step={4} load={HelpButton.preload}>
        {isMobile && mobileOpened ? null : <HelpButton />}
      </WhenIdle>
    </ShellProvider>
  );
}
