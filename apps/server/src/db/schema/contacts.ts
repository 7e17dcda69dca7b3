import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { cascadeRef, recordTable, setNullRef, timestamps } from './columns.ts';
import { companies } from './network.ts';

/**
 * PRODUCT.md 13: a shipper's address book. `company` is the company's name as typed (or the
 * linked company's name); `company_id` optionally links one of the account's companies.
 */
export const contacts = recordTable(
  'contacts',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    firstName: pg.text('first_name').notNull(),
    lastName: pg.text('last_name').notNull(),
    company: pg.text('company'),
    companyId: setNullRef('company_id', () => companies.id),
    role: pg.text('role'),
    email: pg.text('email'),
    phone: pg.text('phone'),
    notes: pg.text('notes'),
    ...timestamps(),
  },
  (t) => [
    // The list's default order (alphabetical by last, then first name) and its search.
    pg
      .index('contacts_account_name_idx')
      .on(t.accountId, sql`lower(${t.lastName} || ' ' || ${t.firstName})`, t.id),
    pg.index('contacts_account_created_idx').on(t.accountId, t.createdAt),
    pg.index('contacts_company_idx').on(t.companyId),
    pg.check('contacts_name_check', sql`length(trim(${t.firstName})) > 0`),
  ],
);
