import { paths } from '@spotlane/shared/domain/paths';
import { describe, expect, it } from 'vitest';
import {
  carrierMenu,
  isCarriersActive,
  isMyFleetActive,
  isQuotesActive,
  isShipmentsActive,
  shipperMenu,
} from './menu.ts';

const all = { company_update: true, permission_update: true, analytics_view: true };

function labels(items: { label: string }[]) {
  return items.map((item) => item.label);
}

describe('shipper menu (SPEC 2.5)', () => {
  it('lists the items in order, with Logout rendered by the shell', () => {
    const items = shipperMenu({
      pathname: paths.shipments,
      homepage: paths.shipments,
      permissions: all,
    });
    expect(labels(items)).toEqual([
      'Shipments',
      'Carriers',
      'Dock schedule',
      'Companies',
      'Contacts',
      'Favorites',
      'Quotes',
      'Analytics',
      'Invoices',
      // PRODUCT.md 21: both sides.
      'Ratings',
      'Claims',
      'Settings',
    ]);
    // PRODUCT.md 19: the invoices to pay and the day's payment run.
    const invoices = items.find((item) => item.key === 'invoices');
    expect(invoices?.children?.map((child) => [child.label, child.to])).toEqual([
      ['Invoices', paths.invoices],
      ['Payment run', paths.paymentRun],
    ]);
    const carriers = items.find((item) => item.key === 'carriers');
    expect(carriers?.children?.map((child) => [child.label, child.to])).toEqual([
      ['My Carriers', paths.carriers],
      ['My Fleet', paths.fleet],
    ]);
    const settings = items.find((item) => item.key === 'settings');
    expect(settings?.to).toBe(paths.account);
    expect(settings?.children?.map((child) => [child.label, child.to])).toEqual([
      ['Account', paths.account],
      ['Notifications', paths.shipperNotifications],
      ['Users', paths.users],
      // PRODUCT.md 15 (round 3): the shipper's carrier policy.
      ['Carrier policy', paths.carrierPolicy],
      ['Accessorial terms', paths.accessorialTerms],
      ['Permissions', paths.permissions],
      // PRODUCT.md 11 (round 2) adds Settings > API to SPEC 2.5's sub-items.
      ['API', paths.apiTokens],
    ]);
  });

  it('shows Webhooks after API only to the owner or user_manage', () => {
    const items = shipperMenu({
      pathname: paths.webhooks,
      homepage: paths.shipments,
      permissions: { ...all, user_manage: true },
    });
    const settings = items.find((item) => item.key === 'settings');
    expect(labels(settings?.children ?? [])).toEqual([
      'Account',
      'Notifications',
      'Users',
      'Carrier policy',
      'Accessorial terms',
      'Permissions',
      'API',
      'Webhooks',
    ]);
    expect(settings?.children?.at(-1)?.to).toBe(paths.webhooks);
    expect(settings?.active).toBe(true);
    expect(settings?.children?.filter((child) => child.active).map((child) => child.label)).toEqual(
      ['Webhooks'],
    );
  });

  it('shows Companies only with company_update', () => {
    const without = shipperMenu({
      pathname: paths.shipments,
      homepage: paths.shipments,
      permissions: { company_update: false, permission_update: true },
    });
    expect(labels(without)).not.toContain('Companies');
  });

  it('shows Analytics only with analytics_view', () => {
    const menu = (analytics_view: boolean) =>
      labels(
        shipperMenu({
          pathname: paths.shipments,
          homepage: paths.shipments,
          permissions: { ...all, analytics_view },
        }),
      );
    expect(menu(true)).toContain('Analytics');
    expect(menu(false)).not.toContain('Analytics');
  });

  it('shows Permissions only with permission_update', () => {
    const items = shipperMenu({
      pathname: paths.shipments,
      homepage: paths.shipments,
      permissions: { company_update: true },
    });
    const settings = items.find((item) => item.key === 'settings');
    expect(labels(settings?.children ?? [])).toEqual([
      'Account',
      'Notifications',
      'Users',
      'Carrier policy',
      'Accessorial terms',
      'API',
    ]);
  });

  it('points Shipments at the homepage preference and marks it on /shipments and /calendar', () => {
    const items = shipperMenu({
      pathname: paths.calendar,
      homepage: paths.calendar,
      permissions: all,
    });
    expect(items[0]?.to).toBe(paths.calendar);
    expect(isShipmentsActive(paths.shipments, paths.calendar)).toBe(true);
    expect(isShipmentsActive(paths.calendar, paths.shipments)).toBe(true);
    expect(isShipmentsActive(paths.favorites, paths.shipments)).toBe(false);
  });

  it('marks Carriers on carrier, fleet, equipment and driver paths', () => {
    for (const path of [
      paths.carriers,
      paths.fleet,
      paths.drivers,
      paths.newDriver,
      paths.editDriver(4),
      paths.viewDriver(4),
      paths.equipments,
      paths.newEquipment,
      paths.editEquipment(2),
      paths.viewEquipment(2),
    ]) {
      expect(isCarriersActive(path), path).toBe(true);
    }
    expect(isMyFleetActive(paths.viewDriver(4))).toBe(true);
    expect(isMyFleetActive(paths.carriers)).toBe(false);
    expect(isCarriersActive(paths.companies)).toBe(false);
  });

  it('marks Quotes on /quotes and the quote form and view paths', () => {
    for (const path of [
      paths.quotes,
      paths.quote(5),
      paths.shipmentFromQuote(5),
      paths.newQuote,
      paths.newQuoteNoLocation,
      paths.editQuote(5),
      paths.editQuoteNoLocation(5),
      paths.viewQuote(5),
      paths.viewQuoteNoLocation(5),
    ]) {
      expect(isQuotesActive(path), path).toBe(true);
    }
    expect(isQuotesActive(paths.shipments)).toBe(false);
  });

  it('marks exactly one top item and the matching sub-item', () => {
    const items = shipperMenu({
      pathname: paths.user(8),
      homepage: paths.shipments,
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
  it('holds Shipments, My trucks (PRODUCT.md 20), Invoices (19), Ratings and Claims (21) and Settings', () => {
    const items = carrierMenu({ pathname: paths.spotQuotes });
    expect(items.map((item) => [item.label, item.to])).toEqual([
      ['Shipments', paths.spotQuotes],
      ['My trucks', paths.myTrucks],
      ['Invoices', paths.invoices],
      ['Ratings', paths.ratings],
      ['Claims', paths.claims],
      ['Settings', paths.userAccount],
    ]);
    expect(carrierMenu({ pathname: paths.viewClaim(4) })[4]?.active).toBe(true);
    expect(items[5]?.children?.map((child) => child.to)).toEqual([
      paths.userAccount,
      paths.userEdit,
      paths.carrierNotifications,
      // PRODUCT.md 15 (round 3): the carrier's own compliance.
      paths.carrierCompliance,
      // PRODUCT.md 19: where the carrier is paid.
      paths.paymentDetails,
      paths.apiTokens,
    ]);
  });
  it('adds Webhooks for the owner or user_manage', () => {
    const items = carrierMenu({ pathname: paths.webhooks, permissions: { user_manage: true } });
    expect(items[5]?.children?.map((child) => [child.label, child.to])).toEqual([
      ['Account', paths.userAccount],
      ['Edit Profile', paths.userEdit],
      ['Notifications', paths.carrierNotifications],
      ['Compliance', paths.carrierCompliance],
      ['Payment details', paths.paymentDetails],
      ['API', paths.apiTokens],
      ['Webhooks', paths.webhooks],
    ]);
    expect(items[5]?.active).toBe(true);
    const without = carrierMenu({
      pathname: paths.spotQuotes,
      permissions: { user_manage: false },
    });
    expect(without[5]?.children?.map((child) => child.label)).not.toContain('Webhooks');
  });
  it('marks Shipments on every spot-quote path', () => {
    for (const path of [
      paths.spotQuotes,
      paths.allSpotQuotes,
      paths.bidForm(3),
      paths.editBid(3),
      paths.assignedBidDetail(3, 15),
    ]) {
      expect(carrierMenu({ pathname: path })[0]?.active, path).toBe(true);
    }
    expect(carrierMenu({ pathname: paths.userEdit })[5]?.active).toBe(true);
  });
});
