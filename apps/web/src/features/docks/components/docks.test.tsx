import {
  appointmentStop,
  dock,
  dockList,
  dockSchedule,
  slotRules,
  slotsAnswer,
} from '@spotlane/shared/schemas/docks';
import type { StopOut } from '@spotlane/shared/schemas/loads';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, route } from '../../../testing/msw.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { DockScheduleBoard } from './dock-schedule-board.tsx';
import { DockSettings } from './dock-settings.tsx';
import { StopAppointments } from './stop-appointments.tsx';

configure({ asyncUtilTimeout: 5000 });

const CHICAGO = 'America/Chicago';
const location = (process: 'appointment' | 'fcfs') => ({
  id: process === 'fcfs' ? 12 : 11,
  name: process === 'fcfs' ? 'DC North' : 'Main dock',
  company_id: 3,
  company_name: process === 'fcfs' ? 'Lone Star Retail' : 'Acme Plant',
  timezone: CHICAGO,
  shipment_process: process,
  address: {
    address1: '1 Main St',
    address2: null,
    city: process === 'fcfs' ? 'Dallas' : 'Chicago',
    state: process === 'fcfs' ? 'TX' : 'IL',
    zipcode: '60608',
  },
});
const stop = (id: number, type: 'pickup' | 'delivery', appointment: string | null): StopOut => ({
  id,
  position: id - 1,
  type,
  location_id: type === 'pickup' ? 11 : 12,
  location: location(type === 'pickup' ? 'appointment' : 'fcfs') as never,
  date: '2026-12-02',
  window_start: null,
  window_end: null,
  appointment,
  reference: null,
  notes: null,
  arrived_at: null,
  departed_at: null,
  arrival_source: null,
  departure_source: null,
});
const slots = {
  results: [
    { start: '2026-12-02T14:00:00.000Z', end: '2026-12-02T15:00:00.000Z', docks_free: 0 },
    { start: '2026-12-02T14:30:00.000Z', end: '2026-12-02T15:30:00.000Z', docks_free: 2 },
    { start: '2026-12-02T15:00:00.000Z', end: '2026-12-02T16:00:00.000Z', docks_free: 1 },
  ],
  timezone: CHICAGO,
  shipment_process: 'appointment' as const,
};

describe('the slot picker of a stop (PRODUCT.md 17)', () => {
  it('lists the free slots at the dock clock and books the one tapped; a first-come stop shows its hours', async () => {
    const listed = route('get', '/api/locations/:id/slots', slotsAnswer, slots);
    const booked = route('post', '/api/stops/:id/appointment', appointmentStop, {
      ...stop(1, 'pickup', '2026-12-02T08:30'),
      load_id: 7,
      booking: null,
    });
    const { user } = renderWithApp(
      <StopAppointments
        loadId={7}
        status="assigned"
        stops={[stop(1, 'pickup', null), stop(2, 'delivery', null)]}
      />,
    );
    const rows = await screen.findAllByTestId('stop-appointment');
    expect(
      within(rows[1] as HTMLElement).getByText('First come, first served'),
    ).toBeInTheDocument();
    expect(
      within(rows[1] as HTMLElement).queryByRole('button', { name: 'Book a slot' }),
    ).toBeNull();
    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Book a slot' }));
    const picker = await screen.findByTestId('slot-picker');
    expect(
      await within(picker).findByRole('button', { name: 'Book 8:30 am CST' }),
    ).toBeInTheDocument();
    // The full slot is not offered.
    expect(within(picker).queryByRole('button', { name: 'Book 8:00 am CST' })).toBeNull();
    expect(listed.lastQuery()).toMatchObject({ load_id: '7', loading_type: 'live' });
    await user.click(within(picker).getByRole('button', { name: 'Book 9:00 am CST' }));
    await waitFor(() =>
      expect(booked.lastBody()).toEqual({
        start: '2026-12-02T15:00:00.000Z',
        loading_type: 'live',
      }),
    );
  });

  it('offers the next free slot when the tapped one was just taken', async () => {
    route('get', '/api/locations/:id/slots', slotsAnswer, slots);
    route('post', '/api/stops/:id/appointment', appointmentStop, () =>
      apiError(409, 'SlotTaken', 'That slot was just taken'),
    );
    const { user } = renderWithApp(
      <StopAppointments
        loadId={7}
        status="scheduled"
        stops={[stop(1, 'pickup', '2026-12-02T09:00')]}
      />,
    );
    expect(await screen.findByText('Wed 12-02-2026 9:00 am CST')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.click(await screen.findByRole('button', { name: 'Book 8:30 am CST' }));
    expect(await screen.findByText('That slot was just taken')).toBeInTheDocument();
    expect(screen.getByText('The next free slot is 9:00 am CST.')).toBeInTheDocument();
  });

  it('offers no booking before the award', async () => {
    renderWithApp(
      <StopAppointments loadId={7} status="unscheduled" stops={[stop(1, 'pickup', null)]} />,
    );
    expect(await screen.findByText('No appointment yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book a slot' })).toBeNull();
  });
});

describe('the dock schedule board (PRODUCT.md 17)', () => {
  const day = dockSchedule.parse({
    location: { id: 11, name: 'Main dock', timezone: CHICAGO },
    date: '2026-12-02',
    docks: [
      { id: 1, location_id: 11, name: 'Door 1', kind: 'both', equipment_types: [], active: true },
      { id: 2, location_id: 11, name: 'Door 2', kind: 'both', equipment_types: [], active: true },
    ],
    appointments: [
      {
        stop_id: 5,
        load_id: 7,
        identifier: 'SH-000007',
        load_name: 'Copper wire',
        carrier: 'Rapid Freight LLC',
        type: 'pickup',
        dock_id: 1,
        start: '2026-12-02T14:00:00.000Z',
        end: '2026-12-02T15:00:00.000Z',
        loading_type: 'live',
        arrived_at: null,
        departed_at: null,
        arrival_source: null,
        departure_source: null,
        late: true,
      },
      {
        stop_id: 6,
        load_id: 8,
        identifier: 'SH-000008',
        load_name: 'Bottled water',
        carrier: 'Rapid Freight LLC',
        type: 'pickup',
        dock_id: 2,
        start: '2026-12-02T15:00:00.000Z',
        end: '2026-12-02T16:00:00.000Z',
        loading_type: 'live',
        arrived_at: '2026-12-02T14:50:00.000Z',
        departed_at: null,
        arrival_source: 'dock',
        departure_source: null,
        late: false,
      },
    ],
    arrivals: [],
  });

  it('puts each load under its door, flags the late one and checks a truck in with one tap', async () => {
    const checked = route('post', '/api/stops/:id/check_in', appointmentStop, {
      ...stop(5, 'pickup', '2026-12-02T08:00'),
      load_id: 7,
      booking: null,
    });
    const { user } = renderWithApp(<DockScheduleBoard schedule={day} />);
    const columns = await screen.findByTestId('dock-columns');
    expect(within(columns).getByText('Door 1')).toBeInTheDocument();
    const cards = within(columns).getAllByTestId('dock-appointment');
    expect(within(cards[0] as HTMLElement).getByText('Late')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('8:00 am CST')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Checked in')).toBeInTheDocument();
    expect(
      within(cards[1] as HTMLElement).getByRole('button', { name: 'Check out' }),
    ).toBeInTheDocument();
    await user.click(within(cards[0] as HTMLElement).getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(checked.lastBody()).toEqual({ source: 'dock' }));
    expect(checked.calls[0]?.url.pathname).toBe('/api/stops/5/check_in');
  });
});

describe("an appointment location's docks and slot rules (PRODUCT.md 17)", () => {
  it('lists the docks, renames one, adds one and saves the slot rules with their closed dates', async () => {
    const door = {
      id: 1,
      location_id: 11,
      name: 'Door 1',
      kind: 'both' as const,
      equipment_types: [],
      active: true,
    };
    route('get', '/api/locations/:id/docks', dockList, { results: [door], count: 1 });
    const rules = {
      minutes: { live: 60, drop: 30, preload: 30 },
      lead_hours: 24,
      horizon_days: 14,
      change_cutoff_hours: 12,
      closed_dates: [],
    };
    route('get', '/api/locations/:id/slot_rules', slotRules, rules);
    const added = route('post', '/api/locations/:id/docks', dock, {
      ...door,
      id: 2,
      name: 'Door 2',
    });
    const saved = route('put', '/api/locations/:id/slot_rules', slotRules, rules);
    const renamed = route('put', '/api/docks/:id', dock, { ...door, name: 'North door' });
    const { user } = renderWithApp(<DockSettings locationId={11} canEdit />);
    const settings = await screen.findByTestId('dock-settings');
    // Renamed in place: saved when the field is left, with the dock's other settings kept.
    const nameField = await within(settings).findByLabelText('Name of Door 1');
    await user.clear(nameField);
    await user.type(nameField, 'North door');
    await user.tab();
    await waitFor(() =>
      expect(renamed.lastBody()).toEqual({
        name: 'North door',
        kind: 'both',
        equipment_types: [],
        active: true,
      }),
    );
    await user.type(within(settings).getByLabelText('New dock'), 'Door 2');
    await user.click(within(settings).getByRole('button', { name: 'Add dock' }));
    await waitFor(() => expect(added.lastBody()).toEqual({ name: 'Door 2', kind: 'both' }));
    await user.type(within(settings).getByLabelText('Closed dates'), '2026-12-25, 2026-12-26');
    await user.click(within(settings).getByRole('button', { name: 'Save slot rules' }));
    await waitFor(() =>
      expect(saved.lastBody()).toMatchObject({
        lead_hours: 24,
        closed_dates: ['2026-12-25', '2026-12-26'],
      }),
    );
  });

  it('shows the docks without their controls to a user who may not edit the location', async () => {
    route('get', '/api/locations/:id/docks', dockList, {
      results: [
        {
          id: 1,
          location_id: 11,
          name: 'Door 1',
          kind: 'pickup',
          equipment_types: [],
          active: true,
        },
      ],
      count: 1,
    });
    route('get', '/api/locations/:id/slot_rules', slotRules, {
      minutes: { live: 60, drop: 30, preload: 30 },
      lead_hours: 24,
      horizon_days: 14,
      change_cutoff_hours: 12,
      closed_dates: [],
    });
    renderWithApp(<DockSettings locationId={11} canEdit={false} />);
    const settings = await screen.findByTestId('dock-settings');
    expect(await within(settings).findByText('Door 1')).toBeVisible();
    expect(within(settings).getByText('Pickup')).toBeVisible();
    expect(within(settings).queryByRole('textbox', { name: 'Name of Door 1' })).toBeNull();
    expect(within(settings).queryByRole('button', { name: /^Delete/ })).toBeNull();
  });
});
