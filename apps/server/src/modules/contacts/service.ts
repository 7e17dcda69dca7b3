import type * as schemas from '@spotlane/shared/schemas/contacts';
import { and, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { companies, contacts } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';
import { notFound, validation } from '../../platform/errors.ts';
import { likePattern, listPage } from '../../platform/pagination.ts';

type ContactRow = typeof contacts.$inferSelect;

function toContact(row: ContactRow): schemas.ContactResponse {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    company: row.company,
    company_id: row.companyId,
    role: row.role,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The name the list sorts by (and its index holds): last name, then first name. */
const sortName = sql`${contacts.lastName} || ' ' || ${contacts.firstName}`;

/**
 * The row's values. A linked company must be one of the caller's live companies (anything else
 * is a 400 on company_id, never a sign that it exists); its name becomes the contact's company.
 */
async function contactValues(db: DbOrTx, caller: Caller, data: schemas.ContactData) {
  let company = data.company;
  if (data.company_id !== null) {
    const [linked] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(
        and(
          eq(companies.id, data.company_id),
          eq(companies.accountId, caller.account.id),
          isNull(companies.archivedAt),
        ),
      );
    if (!linked) throw validation('company_id', 'Choose one of your companies');
    company = linked.name;
  }
  return {
    firstName: data.first_name,
    lastName: data.last_name,
    company,
    companyId: data.company_id,
    role: data.role,
    email: data.email,
    phone: data.phone,
    notes: data.notes,
  };
}

const own = (caller: Caller, id: number) =>
  and(eq(contacts.id, id), eq(contacts.accountId, caller.account.id));

export async function listContacts(
  db: Db,
  caller: Caller,
  query: schemas.ContactListParams,
): Promise<schemas.ContactList> {
  const filters: SQL[] = [eq(contacts.accountId, caller.account.id)];
  if (query.company_id !== undefined) filters.push(eq(contacts.companyId, query.company_id));
  if (query.search) {
    const pattern = likePattern(query.search);
    const anyField = or(
      ilike(sql`${contacts.firstName} || ' ' || ${contacts.lastName}`, pattern),
      ilike(sortName, pattern),
      ilike(contacts.company, pattern),
      ilike(contacts.email, pattern),
      ilike(contacts.phone, pattern),
      ilike(contacts.role, pattern),
    );
    if (anyField) filters.push(anyField);
  }
  const where = and(...filters);
  const { rows, count: total } = await listPage(
    query,
    { name: sortName, createdAt: contacts.createdAt, id: contacts.id },
    db.select().from(contacts).where(where).$dynamic(),
    db.select({ n: count() }).from(contacts).where(where),
  );
  return { results: rows.map(toContact), count: total };
}

export async function getContact(
  db: Db,
  caller: Caller,
  id: number,
): Promise<schemas.ContactResponse> {
  const [row] = await db.select().from(contacts).where(own(caller, id));
  if (!row) throw notFound('Contact not found');
  return toContact(row);
}

export async function createContact(
  db: Db,
  caller: Caller,
  data: schemas.ContactData,
): Promise<schemas.ContactResponse> {
  const values = await contactValues(db, caller, data);
  const [row] = await db
    .insert(contacts)
    .values({ ...values, accountId: caller.account.id })
    .returning();
  if (!row) throw notFound('Contact not found');
  return toContact(row);
}

export async function updateContact(
  db: Db,
  caller: Caller,
  id: number,
  data: schemas.ContactData,
): Promise<schemas.ContactResponse> {
  await getContact(db, caller, id);
  const values = await contactValues(db, caller, data);
  const [row] = await db
    .update(contacts)
    .set({ ...values, updatedAt: new Date() })
    .where(own(caller, id))
    .returning();
  if (!row) throw notFound('Contact not found');
  return toContact(row);
}

export async function deleteContact(db: Db, caller: Caller, id: number): Promise<void> {
  const gone = await db.delete(contacts).where(own(caller, id)).returning({ id: contacts.id });
  if (gone.length === 0) throw notFound('Contact not found');
}

/**
 * A company deleted by the companies module: its contacts stay, without a company. In the
 * caller's transaction (contacts are this module's table).
 */
export async function detachFromCompany(tx: DbOrTx, companyId: number): Promise<void> {
  await tx.update(contacts).set({ companyId: null }).where(eq(contacts.companyId, companyId));
}
