import { describe, expect, it } from 'vitest';
import {
  carrierMenu,
  isCarriersActive,
  isMyFleetActive,
  isQuotesActive,
  isShipmentsActive,
  shipperMenu,
} from './menu.ts';

const all = { company_update: true, permission_update: true };

function labels(items: { label: string }[]) {
  return items.map((item) => item.label);
}

describe('shipper menu (SPEC 2.5)', () => {
  it('lists the items in order, with Logout rendered by the shell', () => {
    const items = shipperMenu({ pathname: '/shipments', homepage: '/shipments', permissions: all });
    expect(labels(items)).toEqual([
      'Shipments',
      'Carriers',
      'Companies',
      'Favorites',
      'Quotes',
      'Analytics',
      'Settings',
    ]);
    const carriers = items.find((item) => item.key === 'carriers');
    expect(carriers?.children?.map((child) => [child.label, child.to])).toEqual([
      ['My Carriers', '/carriers'],
      ['My Fleet', '/fleet'],
    ]);
    const settings = items.find((item) => item.key === 'settings');
    expect(settings?.to).toBe('/settings/account');
    expect(settings?.children?.map((child) => [child.label, child.to])).toEqual([
      ['Account', '/settings/account'],
      ['Notifications', '/settings/notifications'],
      ['Users', '/settings/users'],
      ['Permissions', '/settings/permissions'],
    ]);
  });

  it('shows Companies only with company_update', () => {
    const without = shipperMenu({
      pathname: '/shipments',
      homepage: '/shipments',
      permissions: { company_update: false, permission_update: true },
    });
    expect(labels(without)).not.toContain('Companies');
  });

  it('shows Permissions only with permission_update', () => {
    const items = shipperMenu({
      pathname: '/shipments',
      homepage: '/shipments',
      permissions: { company_update: true },
    });
    const settings = items.find((item) => item.key === 'settings');
    expect(labels(settings?.children ?? [])).toEqual(['Account', 'Notifications', 'Users']);
  });

  it('points Shipments at the homepage preference and marks it on /shipments and /calendar', () => {
    const items = shipperMenu({ pathname: '/calendar', homepage: '/calendar', permissions: all });
    expect(items[0]?.to).toBe('/calendar');
    expect(isShipmentsActive('/shipments', '/calendar')).toBe(true);
    expect(isShipmentsActive('/calendar', '/shipments')).toBe(true);
    expect(isShipmentsActive('/favorites', '/shipments')).toBe(false);
  });

  it('marks Carriers on carrier, fleet, equipment and driver paths', () => {
    for (const path of [
      '/carriers',
      '/fleet',
      '/drivers',
      '/add-new-driver',
      '/edit-driver/4',
      '/view-driver/4',
      '/equipments',
      '/add-new-equipment',
      '/edit-equipment/2',
      '/view-equipment/2',
    ]) {
      expect(isCarriersActive(path), path).toBe(true);
    }
    expect(isMyFleetActive('/view-driver/4')).toBe(true);
    expect(isMyFleetActive('/carriers')).toBe(false);
    expect(isCarriersActive('/companies')).toBe(false);
  });

  it('marks Quotes on /quotes and the quote form and view paths', () => {
    for (const path of [
      '/quotes',
      '/quotes/5',
      '/add-shipment-quote/5',
      '/add-new-quote',
      '/add-new-quote-no-location',
      '/edit-quote/5',
      '/edit-quote-no-location/5',
      '/view-quote/5',
      '/view-quote-no-location/5',
    ]) {
      expect(isQuotesActive(path), path).toBe(true);
    }
    expect(isQuotesActive('/shipments')).toBe(false);
  });

  it('marks exactly one top item and the matching sub-item', () => {
    const items = shipperMenu({
      pathname: '/settings/users/8',
      homepage: '/shipments',
      permissions: all,
    });
    expect(items.filter((item) => item.active).map((item) => item.key)).toEqual(['settings']);
    const users = items
      .find((item) => item.key === 'settings')
      ?.children?.find((child) => child.label === 'Users');
    expect(users?.active).toBe(true);
  });
});

describe('carrier menu (SPEC 2.2)', () => {
  it('holds Shipments and Settings', () => {
    const items = carrierMenu({ pathname: '/spot-quotes' });
    expect(items.map((item) => [item.label, item.to])).toEqual([
      ['Shipments', '/spot-quotes'],
      ['Settings', '/settings/user-account'],
    ]);
    expect(items[1]?.children?.map((child) => child.to)).toEqual([
      '/settings/user-account',
      '/settings/user-edit',
      '/settings/user-notifications',
    ]);
  });
  it('marks Shipments on every spot-quote path', () => {
    for (const path of [
      '/spot-quotes',
      '/all-spot-quotes',
      '/spot-quotes/3/bid',
      '/spot-quotes/bid-placed/3/edit',
      '/assignedbid-detail/3/15',
    ]) {
      expect(carrierMenu({ pathname: path })[0]?.active, path).toBe(true);
    }
    expect(carrierMenu({ pathname: '/settings/user-edit' })[1]?.active).toBe(true);
  });
});
