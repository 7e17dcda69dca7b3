#!/usr/bin/env node
/**
 * Table ownership, checked by `npm run lint` (docs/decisions/065-server-seams.md): a module of
 * apps/server/src/modules/ inserts into, updates and deletes from only its own tables. Another
 * module's rows change through that module's public functions (its index.ts).
 *
 * A table belongs to the module named like the schema file that declares it
 * (db/schema/<module>.ts); the shared schema files name their owners below. A table owned by
 * `platform` (sessions, jobs, events...) is written by platform/ alone.
 *
 * Usage: node tools/table-writes/check.mjs [root]  (root: a tree laid out like the repository)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The owners of the tables of schema files that are not named after one module. */
export const SHARED_FILES = {
  'accounts.ts': {
    default: 'auth',
    tables: {
      accounts: 'account',
      users: 'users',
      mail_outbox: 'platform',
      rate_limit_hits: 'platform',
      uploads: 'uploads',
    },
  },
  'access.ts': { default: 'api-tokens' },
  'activity.ts': {
    default: 'notifications',
    tables: { bid_comments: 'chat', load_comments: 'chat', events: 'platform' },
  },
  'counts.ts': { default: 'loads' },
  'idempotency.ts': { default: 'platform' },
  'jobs.ts': { default: 'platform' },
  'loads.ts': { default: 'loads', tables: { bids: 'bids', bid_counters: 'bids' } },
  'network.ts': {
    default: 'companies',
    tables: {
      shipper_carriers: 'carriers',
      carrier_lists: 'carriers',
      carrier_list_members: 'carriers',
    },
  },
};

/**
 * Modules that share the identity tables: auth signs people up and in, account edits the
 * company, users manages the team. They are one family over accounts.ts; any other module
 * changes those rows through one of them.
 */
export const FAMILIES = [['auth', 'account', 'users']];

function files(dir, keep) {
  let out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out = out.concat(files(path, keep));
    else if (keep(path)) out.push(path);
  }
  return out;
}

/** Every table of the schema: its variable, its SQL name and its owning module. */
export function tableOwners(root) {
  const schemaDir = join(root, 'apps/server/src/db/schema');
  const modules = new Set(readdirSync(join(root, 'apps/server/src/modules')));
  const tables = [];
  for (const file of readdirSync(schemaDir).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(join(schemaDir, file), 'utf8');
    const declared = [...text.matchAll(/export const (\w+) = [\w.]+\(\s*'([a-z_]+)'/g)];
    const shared = SHARED_FILES[file];
    const moduleName = file.replace(/\.ts$/, '');
    for (const [, variable, name] of declared) {
      const owner = shared
        ? (shared.tables?.[name] ?? shared.default)
        : modules.has(moduleName)
          ? moduleName
          : null;
      if (owner === null) {
        throw new Error(
          `db/schema/${file} declares ${name} but names no module: name the file after its module or list it in SHARED_FILES`,
        );
      }
      tables.push({ variable, name, owner, file });
    }
  }
  return tables;
}

const sameFamily = (a, b) =>
  a === b || FAMILIES.some((family) => family.includes(a) && family.includes(b));

/** The writes of a module file to tables its module does not own. */
export function foreignWrites(root) {
  const tables = tableOwners(root);
  const byVariable = new Map(tables.map((table) => [table.variable, table]));
  const byName = new Map(tables.map((table) => [table.name, table]));
  const modulesDir = join(root, 'apps/server/src/modules');
  const found = [];
  const sources = files(modulesDir, (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path));
  for (const path of sources) {
    const module = relative(modulesDir, path).split(/[\\/]/)[0];
    const text = readFileSync(path, 'utf8');
    const lineOf = (index) => text.slice(0, index).split('\n').length;
    const report = (table, index, how) => {
      if (!table || sameFamily(table.owner, module)) return;
      found.push({
        file: relative(root, path),
        line: lineOf(index),
        module,
        table: table.name,
        owner: table.owner,
        how,
      });
    };
    // Drizzle: tx.insert(bids), .update(bids), .delete(bids)
    for (const match of text.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
      report(byVariable.get(match[2]), match.index, match[1]);
    }
    // SQL in template strings: insert into bids, update bids set, delete from bids
    for (const match of text.matchAll(
      /\b(insert\s+into|update|delete\s+from)\s+([a-z_]+)\b(?!\s*\()/gi,
    )) {
      const verb = match[1].toLowerCase().replace(/\s+/g, ' ');
      if (
        verb === 'update' &&
        !/^\s*[a-z_]+\s+(\w+\s+)?set\b/i.test(text.slice(match.index + 6, match.index + 80))
      )
        continue;
      report(byName.get(match[2]), match.index, verb);
    }
  }
  return found;
}

const invoked = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (invoked) {
  const root = process.argv[2] ?? process.cwd();
  const found = foreignWrites(root);
  for (const write of found) {
    console.error(
      `  error module-owns-its-tables: ${write.file}:${write.line} (${write.module}) ${write.how} ${write.table}, a table of ${write.owner}: call ${write.owner}'s public function (its index.ts) instead`,
    );
  }
  if (found.length > 0) {
    console.error(`x ${found.length} foreign table write${found.length === 1 ? '' : 's'}`);
    process.exit(1);
  }
  console.log('✔ every module writes only its own tables');
}
