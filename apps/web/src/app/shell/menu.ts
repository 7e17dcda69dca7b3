import { paths } from '@spotlane/shared/domain/paths';
import { routeAt } from '../route-registry.ts';

/**
 * The side menus of SPEC 2.2 (carrier) and 2.5 (shipper) as data, with their active-path
 * rules, so the rules are testable without rendering (menu.test.ts).
 */

export type MenuIcon =
  | 'shipments'
  | 'trucks'
  | 'docks'
  | 'ratings'
  | 'claims'
  | 'carriers'
  | 'companies'
  | 'contacts'
  | 'favorites'
  | 'quotes'
  | 'analytics'
  | 'invoices'
  | 'settings';

export interface MenuChild {
  label: string;
  to: string;
  active: boolean;
}

export interface MenuItem {
  key: string;
  label: string;
  to: string;
  icon: MenuIcon;
  active: boolean;
  children?: MenuChild[];
}

export interface MenuContext {
  pathname: string;
  /** The shipper's homepage preference: paths.shipments (default) or paths.calendar. */
  homepage: string;
  permissions: Partial<Record<string, boolean>>;
}

function normalize(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Whether the route at `pathname` belongs to a menu entry: its own (route-registry `menu`)
 * or one below it ('settings/users' is within 'settings').
 */
function on(pathname: string, key: string): boolean {
  const menu = routeAt(normalize(pathname))?.menu;
  return menu === key || Boolean(menu?.startsWith(`${key}/`));
}

export function isShipmentsActive(pathname: string, homepage: string): boolean {
  return normalize(pathname) === normalize(homepage) || on(pathname, 'shipments');
}

/** My Fleet: /fleet, with the driver and equipment pages. */
export function isMyFleetActive(pathname: string): boolean {
  return on(pathname, 'carriers/fleet');
}

export function isMyCarriersActive(pathname: string): boolean {
  return on(pathname, 'carriers/my-carriers');
}

/** Carriers: /carriers and /fleet, with equipment and driver paths counting as active. */
export function isCarriersActive(pathname: string): boolean {
  return on(pathname, 'carriers');
}

export function isCompaniesActive(pathname: string): boolean {
  return on(pathname, 'companies');
}

/** Quotes: /quotes, also the quote request form and view pages. */
export function isQuotesActive(pathname: string): boolean {
  return on(pathname, 'quotes');
}

export function shipperMenu({ pathname, homepage, permissions }: MenuContext): MenuItem[] {
  const items: MenuItem[] = [
    {
      key: 'shipments',
      label: 'Shipments',
      to: homepage,
      icon: 'shipments',
      active: isShipmentsActive(pathname, homepage),
    },
    {
      key: 'carriers',
      label: 'Carriers',
      to: paths.carriers,
      icon: 'carriers',
      active: isCarriersActive(pathname),
      children: [
        { label: 'My Carriers', to: paths.carriers, active: isMyCarriersActive(pathname) },
        { label: 'My Fleet', to: paths.fleet, active: isMyFleetActive(pathname) },
      ],
    },
  ];
  // PRODUCT.md 17: the day at the docks of the shipper's appointment locations.
  items.push({
    key: 'docks',
    label: 'Dock schedule',
    to: paths.dockSchedule,
    icon: 'docks',
    active: on(pathname, 'docks'),
  });
  if (permissions.company_update) {
    items.push({
      key: 'companies',
      label: 'Companies',
      to: paths.companies,
      icon: 'companies',
      active: isCompaniesActive(pathname),
    });
  }
  items.push(
    {
      key: 'contacts',
      label: 'Contacts',
      to: paths.contacts,
      icon: 'contacts',
      active: on(pathname, 'contacts'),
    },
    {
      key: 'favorites',
      label: 'Favorites',
      to: paths.favorites,
      icon: 'favorites',
      active: on(pathname, 'favorites'),
    },
    {
      key: 'quotes',
      label: 'Quotes',
      to: paths.quotes,
      icon: 'quotes',
      active: isQuotesActive(pathname),
    },
  );
  // The entry follows the permission the page asks for.
  if (permissions.analytics_view) {
    items.push({
      key: 'analytics',
      label: 'Analytics',
      to: paths.analytics,
      icon: 'analytics',
      active: on(pathname, 'analytics'),
    });
  }
  // PRODUCT.md 19: the invoices the shipper pays and the day's payment run.
  items.push({
    key: 'invoices',
    label: 'Invoices',
    to: paths.invoices,
    icon: 'invoices',
    active: on(pathname, 'invoices'),
    children: menuChildren(pathname, [
      { label: 'Invoices', to: paths.invoices, menu: 'invoices/list' },
      { label: 'Payment run', to: paths.paymentRun, menu: 'invoices/payment-run' },
    ]),
  });
  items.push(...reputationItems(pathname));
  const settingsChildren = menuChildren(pathname, [
    { label: 'Account', to: paths.account, menu: 'settings/account' },
    { label: 'Notifications', to: paths.shipperNotifications, menu: 'settings/notifications' },
    { label: 'Users', to: paths.users, menu: 'settings/users' },
    { label: 'Carrier policy', to: paths.carrierPolicy, menu: 'settings/carrier-policy' },
    {
      label: 'Accessorial terms',
      to: paths.accessorialTerms,
      menu: 'settings/accessorial-terms',
    },
    {
      label: 'Permissions',
      to: paths.permissions,
      menu: 'settings/permissions',
      visible: Boolean(permissions.permission_update),
    },
    ...developerMenuChildren(permissions),
  ]);
  items.push({
    key: 'settings',
    label: 'Settings',
    to: paths.account,
    icon: 'settings',
    active: on(pathname, 'settings'),
    children: settingsChildren,
  });
  return items;
}

/** PRODUCT.md 21, on both sides: the ratings to give and received, and the claims. */
function reputationItems(pathname: string): MenuItem[] {
  return [
    {
      key: 'ratings',
      label: 'Ratings',
      to: paths.ratings,
      icon: 'ratings',
      active: on(pathname, 'ratings'),
    },
    {
      key: 'claims',
      label: 'Claims',
      to: paths.claims,
      icon: 'claims',
      active: on(pathname, 'claims'),
    },
  ];
}

/**
 * Settings > API (PRODUCT.md 11): every user's personal tokens, shippers and carriers alike;
 * then Settings > Webhooks for the owner or `user_manage` (owners hold every permission).
 */
function developerMenuChildren(permissions: MenuContext['permissions']): MenuChildEntry[] {
  return [
    { label: 'API', to: paths.apiTokens, menu: 'settings/api' },
    {
      label: 'Webhooks',
      to: paths.webhooks,
      menu: 'settings/webhooks',
      visible: Boolean(permissions.user_manage),
    },
  ];
}

/** A sub-entry as data: `menu` is its route-registry key; `visible: false` leaves it out. */
interface MenuChildEntry {
  label: string;
  to: string;
  menu: string;
  visible?: boolean;
}

function menuChildren(pathname: string, entries: MenuChildEntry[]): MenuChild[] {
  return entries
    .filter((entry) => entry.visible !== false)
    .map(({ label, to, menu }) => ({ label, to, active: on(pathname, menu) }));
}

export function carrierMenu({
  pathname,
  permissions = {},
}: Pick<MenuContext, 'pathname'> & Partial<Pick<MenuContext, 'permissions'>>): MenuItem[] {
  return [
    {
      key: 'shipments',
      label: 'Shipments',
      to: paths.spotQuotes,
      icon: 'shipments',
      active: on(pathname, 'shipments'),
    },
    // PRODUCT.md 20: the carrier's posted trucks and preferred lanes.
    {
      key: 'trucks',
      label: 'My trucks',
      to: paths.myTrucks,
      icon: 'trucks',
      active: on(pathname, 'trucks'),
    },
    // PRODUCT.md 19: what the carrier is owed, and when it is paid.
    {
      key: 'invoices',
      label: 'Invoices',
      to: paths.invoices,
      icon: 'invoices',
      active: on(pathname, 'invoices'),
    },
    ...reputationItems(pathname),
    {
      key: 'settings',
      label: 'Settings',
      to: paths.userAccount,
      icon: 'settings',
      active: on(pathname, 'settings'),
      children: menuChildren(pathname, [
        { label: 'Account', to: paths.userAccount, menu: 'settings/user-account' },
        { label: 'Edit Profile', to: paths.userEdit, menu: 'settings/user-edit' },
        {
          label: 'Notifications',
          to: paths.carrierNotifications,
          menu: 'settings/user-notifications',
        },
        { label: 'Compliance', to: paths.carrierCompliance, menu: 'settings/compliance' },
        {
          label: 'Payment details',
          to: paths.paymentDetails,
          menu: 'settings/payment-details',
        },
        ...developerMenuChildren(permissions),
      ]),
    },
  ];
}
