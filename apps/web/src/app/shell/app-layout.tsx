import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAddressBook,
  IconBuildingWarehouse,
  IconCalendarTime,
  IconChartBar,
  IconFileAlert,
  IconFileDollar,
  IconFileInvoice,
  IconMoodSmile,
  IconPackage,
  IconSettings,
  IconStar,
  IconTruck,
} from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useMemo, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useLogout } from '../../features/account/api/logout.ts';
import { OwnCompanyLogo } from '../../features/account/components/shipper-logo.tsx';
import { useLiveEvents } from '../../features/live/use-live-events.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { openSupportChat } from '../../features/support/chat-drawer.ts';
import { HelpButton } from '../../features/support/help-button.tsx';
import type { StoredUserData } from '../../lib/device-storage.ts';
import { useHomepagePreference } from '../../lib/device-storage.ts';
import { ShellProvider, type ShellState } from '../../ui/shell-context.tsx';
import { SideMenu, type SideMenuItem } from '../../ui/side-menu.tsx';
import { LoadingState } from '../../ui/states.tsx';
import { usePhone } from '../../ui/use-phone.ts';
import classes from './app-layout.module.css';
import { useHasShipments } from './has-shipments.ts';
import { carrierMenu, type MenuIcon, shipperMenu } from './menu.ts';
import { updateShellPrefs, useShellPrefs } from './shell-prefs.ts';

const icons: Record<MenuIcon, ReactNode> = {
  shipments: <IconPackage size={20} stroke={1.7} />,
  trucks: <IconTruck size={20} stroke={1.7} />,
  invoices: <IconFileInvoice size={20} stroke={1.7} />,
  docks: <IconCalendarTime size={20} stroke={1.7} />,
  carriers: <IconTruck size={20} stroke={1.7} />,
  companies: <IconBuildingWarehouse size={20} stroke={1.7} />,
  contacts: <IconAddressBook size={20} stroke={1.7} />,
  favorites: <IconStar size={20} stroke={1.7} />,
  quotes: <IconFileDollar size={20} stroke={1.7} />,
  analytics: <IconChartBar size={20} stroke={1.7} />,
  ratings: <IconMoodSmile size={20} stroke={1.7} />,
  claims: <IconFileAlert size={20} stroke={1.7} />,
  settings: <IconSettings size={20} stroke={1.7} />,
};

// The add modals (Modal, Radio, the choices) load as a chunk of their own when first opened.
// The bell and the help button are in the shell's chunk: as chunks of their own they were one
// more round trip between the shell's first render and the notifications it asks for, on the
// way to the list's first paint.
const AddModals = lazy(() =>
  import('./add-modal.tsx').then((module) => ({ default: module.AddModals })),
);

const EXPANDED_WIDTH = 252;
const COLLAPSED_WIDTH = 76;

/** The signed-in shell: side menu, page area, add modals and the help button. */
export function AppLayout({ user, children }: { user: StoredUserData; children?: ReactNode }) {
  const role = user.user_type === 'carrier' ? 'carrier' : 'shipper';
  const { pathname } = useLocation();
  const homepage = useHomepagePreference();
  const isMobile = usePhone();
  const { collapsed, instructionsOn } = useShellPrefs();
  const [mobileOpened, mobile] = useDisclosure(false);
  // On a phone the side menu is a drawer, closed when a page opens: its links (a third of the
  // shell's elements) are drawn when it first opens and kept after, not on every page load
  // (the first-load budget).
  const sideMenuDrawn = useRef(false);
  if (!isMobile || mobileOpened) sideMenuDrawn.current = true;
  const [addOpened, add] = useDisclosure(false);
  // The add modals' chunk is fetched when they are first opened, then kept.
  const addWanted = useRef(false);
  if (addOpened) addWanted.current = true;
  const logout = useLogout();
  // SPEC 2.6: the 'Start Here' hint is for a shipper who has no shipment yet.
  const hasShipments = useHasShipments(role === 'shipper' && instructionsOn);
  // One live-events stream for the signed-in user, opened once the shell has painted. Its code
  // is in the shell's own chunk: as a chunk of its own it brought the key factories it
  // invalidates with, and with them the chunk every other page shares, to each first load.
  useLiveEvents(true);

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
    headerExtras: <NotificationBell />,
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
            <Suspense fallback={<LoadingState />}>{children ?? <Outlet />}</Suspense>
          </Box>
        </AppShell.Main>
      </AppShell>
      {isMobile && mobileOpened ? null : <HelpButton />}
      {role === 'shipper' && addWanted.current ? (
        <Suspense fallback={null}>
          <AddModals
            opened={addOpened}
            onClose={add.close}
            canAddShipment={user.permissions.shipment_add === true}
          />
        </Suspense>
      ) : null}
    </ShellProvider>
  );
}
