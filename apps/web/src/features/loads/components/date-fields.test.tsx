import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render.tsx';
import { AppointmentInput, CalendarDateInput } from './date-fields.tsx';

let saved: string[] = [];
function Harness({ initial, defaultDate }: { initial: string; defaultDate?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <AppointmentInput
      label="Pickup appointment"
      value={value}
      defaultDate={defaultDate}
      onChange={(next) => {
        saved.push(next);
        setValue(next);
      }}
    />
  );
}

const dayInput = () => screen.getByRole('textbox', { name: 'Pickup appointment' });
const timeInput = () => screen.getByLabelText('Pickup appointment time');

/** Mantine's dropdowns animate in, which jsdom never finishes: their items count as hidden. */
const day = (name: string) => screen.findByRole('button', { name, hidden: true });

async function pickTime(user: ReturnType<typeof renderWithApp>['user'], label: string) {
  await user.click(timeInput());
  await user.click(await screen.findByRole('option', { name: label, hidden: true }));
}

async function pickDay(user: ReturnType<typeof renderWithApp>['user'], name: string) {
  await user.click(dayInput());
  await user.click(await day(name));
}

describe('AppointmentInput: what it shows is what it saves', () => {
  it('reopening a 9 PM appointment shows 9:00 PM, and picking another day keeps it', async () => {
    saved = [];
    const { user } = renderWithApp(<Harness initial="2027-02-01T21:00" />);
    expect(dayInput()).toHaveValue('02/01/2027');
    expect(timeInput()).toHaveValue('9:00 PM');

    await user.click(dayInput());
    const third = await day('3 February 2027');
    // Weeks start on Sunday, as on the calendar page (SPEC 9, US).
    const weekdays = screen.getAllByRole('columnheader', { hidden: true });
    expect(weekdays[0]).toHaveTextContent('Su');
    await user.click(third);
    expect(saved.at(-1)).toBe('2027-02-03T21:00');
    expect(dayInput()).toHaveValue('02/03/2027');
    expect(timeInput()).toHaveValue('9:00 PM');
  });

  it('a day picked without touching the time saves the 9:00 AM it shows', async () => {
    saved = [];
    const { user } = renderWithApp(<Harness initial="" defaultDate="2027-02-01" />);
    expect(timeInput()).toHaveValue('');
    await pickDay(user, '10 February 2027');
    expect(saved.at(-1)).toBe('2027-02-10T09:00');
    expect(timeInput()).toHaveValue('9:00 AM');
  });

  it('the PM half of the day saves 24-hour time, and a later date keeps it', async () => {
    saved = [];
    const { user } = renderWithApp(<Harness initial="2027-02-01T09:00" />);
    await pickTime(user, '9:00 PM');
    expect(saved.at(-1)).toBe('2027-02-01T21:00');
    await pickTime(user, '12:00 AM');
    expect(saved.at(-1)).toBe('2027-02-01T00:00');
    await pickTime(user, '12:30 PM');
    expect(saved.at(-1)).toBe('2027-02-01T12:30');
    await pickDay(user, '5 February 2027');
    expect(saved.at(-1)).toBe('2027-02-05T12:30');
    expect(timeInput()).toHaveValue('12:30 PM');
  });

  it('a time before any day takes the ship date; with no day at all it waits', async () => {
    saved = [];
    const { user, unmount } = renderWithApp(<Harness initial="" defaultDate="2027-03-14" />);
    await pickTime(user, '2:30 AM');
    expect(saved.at(-1)).toBe('2027-03-14T02:30');
    expect(dayInput()).toHaveValue('03/14/2027');
    expect(timeInput()).toHaveValue('2:30 AM');
    unmount();

    saved = [];
    renderWithApp(<Harness initial="" />);
    expect(timeInput()).toBeDisabled();
    expect(saved).toEqual([]);
  });

  it('clearing the day makes it TBA again', async () => {
    saved = [];
    const { user, container } = renderWithApp(<Harness initial="2027-02-01T21:00" />);
    const clear = within(container)
      .getAllByRole('button')
      .find((button) => button.closest('[data-position="right"]'));
    expect(clear).toBeDefined();
    await user.click(clear as HTMLElement);
    expect(saved.at(-1)).toBe('');
    expect(timeInput()).toHaveValue('');
  });
});

const shipDateChanges: string[] = [];
function ShipDate() {
  const [value, setValue] = useState('');
  return (
    <CalendarDateInput
      label="Ship date"
      value={value}
      minDate="2026-11-28"
      onChange={(next) => {
        shipDateChanges.push(next);
        setValue(next);
      }}
    />
  );
}

describe('CalendarDateInput: a typed day before the first offered one', () => {
  it('is kept (the form says why it is refused), not erased on blur', async () => {
    const { user } = renderWithApp(<ShipDate />);
    const input = screen.getByRole('textbox', { name: 'Ship date' });
    await user.type(input, '01/06/2020');
    await user.tab();
    expect(input).toHaveValue('01/06/2020');
    expect(shipDateChanges.at(-1)).toBe('2020-01-06');
  });
});
