/**
 * The side menus of SPEC 2.2 (carrier) and 2.5 (shipper) as data, with their active-path
 * rules, so the rules are testable without rendering (menu.test.ts).
 */

export type MenuIcon =
  | 'shipments'
  | 'carriers'
  | 'companies'
  | 'favorites'
  | 'quotes'
  | 'analytics'
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
  /** The shipper's homepage preference: '/shipments' (default) or '/calendar'. */
  homepage: string;
  permissions: Partial<Record<string, boolean>>;
}

function normalize(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The path itself or one of its sub-paths (/quotes matches /quotes/12, not /quotesx). */
function within(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** A path that starts with the given prefix (SPEC 2.5 names prefixes such as /edit-quote). */
function startsWithAny(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => pathname.startsWith(prefix));
}

const DRIVER_PATHS = ['/drivers', '/add-new-driver', '/edit-driver', '/view-driver'];
const EQUIPMENT_PATHS = ['/equipments', '/add-new-equipment', '/edit-equipment', '/view-equipment'];
const CARRIER_PATHS = [
  '/carriers',
  '/add-new-carrier',
  '/view-carrier',
  '/edit-carrier',
  '/add-new-list',
  '/edit-list',
  '/view-list',
];
const COMPANY_PATHS = ['/companies', '/add-new-company', '/view-company', '/edit-company'];
const QUOTE_PATHS = ['/add-shipment-quote', '/add-new-quote', '/edit-quote', '/view-quote'];

export function isShipmentsActive(pathname: string, homepage: string): boolean {
  const path = normalize(pathname);
  return path === normalize(homepage) || path === '/shipments' || path === '/calendar';
}

export function isMyFleetActive(pathname: string): boolean {
  const path = normalize(pathname);
  return within(path, '/fleet') || startsWithAny(path, [...DRIVER_PATHS, ...EQUIPMENT_PATHS]);
}

export function isMyCarriersActive(pathname: string): boolean {
  return startsWithAny(normalize(pathname), CARRIER_PATHS);
}

/** Carriers: /carriers and /fleet, with equipment and driver paths counting as active. */
export function isCarriersActive(pathname: string): boolean {
  return isMyCarriersActive(pathname) || isMyFleetActive(pathname);
}

export function isCompaniesActive(pathname: string): boolean {
  return startsWithAny(normalize(pathname), COMPANY_PATHS);
}

/** Quotes: /quotes, also /add-shipment-quote, /add-new-quote, /edit-quote and /view-quote. */
export function isQuotesActive(pathname: string): boolean {
  const path = normalize(pathname);
  return within(path, '/quotes') || startsWithAny(path, QUOTE_PATHS);
}

export function shipperMenu({ pathname, homepage, permissions }: MenuContext): MenuItem[] {
  const path = normalize(pathname);
  const items: MenuItem[] = [
    {
      key: 'shipments',
      label: 'Shipments',
      to: homepage,
      icon: 'shipments',
      active: isShipmentsActive(path, homepage),
    },
    {
      key: 'carriers',
      label: 'Carriers',
      to: '/carriers',
      icon: 'carriers',
      active: isCarriersActive(path),
      children: [
        { label: 'My Carriers', to: '/carriers', active: isMyCarriersActive(path) },
        { label: 'My Fleet', to: '/fleet', active: isMyFleetActive(path) },
      ],
    },
  ];
  if (permissions.company_update) {
    items.push({
      key: 'companies',
      label: 'Companies',
      to: '/companies',
      icon: 'companies',
      active: isCompaniesActive(path),
    });
  }
  items.push(
    {
      key: 'favorites',
      label: 'Favorites',
      to: '/favorites',
      icon: 'favorites',
      active: within(path, '/favorites'),
    },
    { key: 'quotes', label: 'Quotes', to: '/quotes', icon: 'quotes', active: isQuotesActive(path) },
    {
      key: 'analytics',
      label: 'Analytics',
      to: '/analytics',
      icon: 'analytics',
      active: within(path, '/analytics'),
    },
  );
  const settingsChildren: MenuChild[] = [
    { label: 'Account', to: '/settings/account', active: path === '/settings/account' },
    {
      label: 'Notifications',
      to: '/settings/notifications',
      active: path === '/settings/notifications',
    },
    { label: 'Users', to: '/settings/users', active: within(path, '/settings/users') },
  ];
  if (permissions.permission_update) {
    settingsChildren.push({
      label: 'Permissions',
      to: '/settings/permissions',
      active: path === '/settings/permissions',
    });
  }
  items.push({
    key: 'settings',
    label: 'Settings',
    to: '/settings/account',
    icon: 'settings',
    active: within(path, '/settings'),
    children: settingsChildren,
  });
  return items;
}

export function carrierMenu({ pathname }: Pick<MenuContext, 'pathname'>): MenuItem[] {
  const path = normalize(pathname);
  return [
    {
      key: 'shipments',
      label: 'Shipments',
      to: '/spot-quotes',
      icon: 'shipments',
      active:
        within(path, '/spot-quotes') ||
        path === '/all-spot-quotes' ||
        within(path, '/assignedbid-detail'),
    },
    {
      key: 'settings',
      label: 'Settings',
      to: '/settings/user-account',
      icon: 'settings',
      active: within(path, '/settings'),
      children: [
        {
          label: 'Account',
          to: '/settings/user-account',
          active: path === '/settings/user-account',
        },
        {
          label: 'Edit Profile',
          to: '/settings/user-edit',
          active: path === '/settings/user-edit',
        },
        {
          label: 'Notifications',
          to: '/settings/user-notifications',
          active: path === '/settings/user-notifications',
        },
      ],
    },
  ];
}
