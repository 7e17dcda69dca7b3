import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation, renderWithApp } from '../testing/render.tsx';
import { ListTable } from './list-table.tsx';

const drivers = [
  { id: 1, name: 'Dana Driver', expiry: '01-15-2027', status: 'Active' },
  { id: 2, name: 'Eli Driver', expiry: '03-01-2027', status: 'Inactive' },
];

describe('ListTable', () => {
  it('gives a phone one card per item with every column labelled, not a table to scroll', () => {
    renderWithApp(
      <ListTable
        items={drivers}
        name={{ label: 'Driver', text: (driver) => driver.name }}
        columns={[
          { label: 'Expiry', cell: (driver) => driver.expiry },
          { label: 'Status', cell: (driver) => driver.status },
        ]}
        href={(driver) => `/view-driver/${driver.id}`}
        stackOnPhone
      />,
      { path: '/drivers' },
    );
    const cards = within(screen.getByTestId('list-cards')).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const dana = cards[0] as HTMLElement;
    expect(within(dana).getByRole('link', { name: 'Dana Driver' })).toHaveAttribute(
      'href',
      '/view-driver/1',
    );
    expect(within(dana).getByText('Expiry')).toBeInTheDocument();
    expect(within(dana).getByText('01-15-2027')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Inactive')).toBeInTheDocument();
  });

  it('names each row by a link to its page with its note below, and opens it from anywhere on the row', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <ListTable
        items={drivers}
        name={{ label: 'Driver', text: (driver) => driver.name, note: (driver) => driver.status }}
        columns={[{ label: 'Expiry', cell: (driver) => driver.expiry }]}
        href={(driver) => `/view-driver/${driver.id}`}
      />,
      { path: '/drivers' },
    );
    const rows = screen.getAllByRole('row');
    const eli = rows[2] as HTMLElement;
    expect(within(eli).getByRole('link', { name: 'Eli Driver' })).toHaveAttribute(
      'href',
      '/view-driver/2',
    );
    expect(within(eli).getByText('Inactive')).toBeInTheDocument();
    await user.click(within(eli).getByText('03-01-2027'));
    expect(currentLocation()).toBe('/view-driver/2');
  });
});
