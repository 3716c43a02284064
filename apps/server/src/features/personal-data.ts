import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { personColumn, type FeatureDescriptor, type TPersonalData } from './feature.ts';

/** A column of the schema that names a person (see userReferences). */
export type TUserReference = {
  table: PgTable;
  column: PgColumn;
  /** `table.column`, as in the database. */
  name: string;
  /** What PostgreSQL does to the row when the person's `users` row is deleted; null: no foreign key to it. */
  onDelete: string | null;
  /** How the column names the person: their user id, or their e-mail address. */
  by: 'id' | 'email';
};

const columnName = (table: PgTable, column: PgColumn) => `${getTableConfig(table).name}.${column.name}`;

/**
 * Holds a user's id without a foreign key: `user_id`, `<role>_user_id` (`actor_user_id`), or who did something
 * (`granted_by`, `closed_by`). A new column named otherwise but holding a user's id needs a foreign key, or this rule.
 */
const USER_ID_NAME = /(^|_)user_id$|_by$/;

/**
 * Holds an e-mail address: `email`, `<role>_email`, `to_address`. The people table's own `email` is not one: its rows
 * are the person's by their id.
 */
const EMAIL_NAME = /(^|_)email$|(^|_)to_address$/;

/**
 * Every column of `tables` that names a person: the people table's primary key, a foreign key to it, a column whose
 * name says it holds a user's id (USER_ID_NAME), or an e-mail address (EMAIL_NAME). The privacy self-service's export and erasure walk these, and
 * each must be declared by exactly one feature (personalDataProblems).
 */
export function userReferences(tables: readonly PgTable[], users: PgTable): TUserReference[] {
  const references: TUserReference[] = [];
  for (const table of tables) {
    const config = getTableConfig(table);
    for (const column of config.columns) {
      const foreignKey = config.foreignKeys.find((fk) => {
        const reference = fk.reference();
        return reference.foreignTable === users && reference.columns.some((c) => c.name === column.name);
      });
      const isPeopleTableKey = table === users && column.primary;
      const onDelete = foreignKey ? (foreignKey.onDelete ?? 'no action') : null;
      const name = columnName(table, column);
      if (foreignKey || isPeopleTableKey || USER_ID_NAME.test(column.name)) {
        references.push({ table, column, name, onDelete, by: 'id' });
      } else if (table !== users && EMAIL_NAME.test(column.name)) {
        references.push({ table, column, name, onDelete, by: 'email' });
      }
    }
  }
  return references;
}

/**
 * What is wrong with the features' personal-data declarations for this schema (empty: nothing): a column naming a
 * person that no feature declares, or more than one; a declaration of a column that names nobody, of a table the
 * feature does not own, or of columns not in its table; an erasure the database contradicts (a foreign key that
 * cascades deletes the rows whatever is declared; only a nullable column can be anonymised).
 */
export function personalDataProblems(input: {
  tables: readonly PgTable[];
  users: PgTable;
  features: readonly FeatureDescriptor[];
}): string[] {
  const problems: string[] = [];
  const references = new Map(userReferences(input.tables, input.users).map((ref) => [ref.name, ref]));
  const declaredBy = new Map<string, string[]>();
  for (const feature of input.features) {
    for (const entry of feature.personalData) {
      const name = columnName(entry.table, personColumn(entry));
      declaredBy.set(name, [...(declaredBy.get(name) ?? []), feature.name]);
      problems.push(...entryProblems(feature, entry, name, references.get(name)));
    }
  }
  for (const name of references.keys()) {
    const features = declaredBy.get(name) ?? [];
    if (features.length === 0) problems.push(`${name} names a person but no feature declares it as personal data`);
    if (features.length > 1)
      problems.push(`${name} is declared as personal data more than once (${features.join(', ')})`);
  }
  return problems;
}

function entryProblems(
  feature: FeatureDescriptor,
  entry: TPersonalData,
  name: string,
  reference: TUserReference | undefined,
): string[] {
  const problems: string[] = [];
  const at = `${feature.name}: ${name}`;
  const columns = getTableConfig(entry.table).columns;
  const inTable = (column: PgColumn) => columns.includes(column);
  const column = personColumn(entry);
  if (!inTable(column)) problems.push(`${at}: the declared column is not a column of the table`);
  if (!feature.tables.includes(entry.table)) problems.push(`${at}: the table is not one the feature owns`);
  if (!reference) problems.push(`${at}: declared as personal data, but the column names nobody`);
  const by = entry.emailColumn ? 'email' : 'id';
  if (reference && reference.by !== by) {
    problems.push(
      `${at}: declared as ${by === 'email' ? 'emailColumn' : 'userColumn'}, but it holds ${reference.by === 'email' ? 'an e-mail address' : 'a user id'}`,
    );
  }
  const omitted = typeof entry.export === 'object' && 'omit' in entry.export ? entry.export.omit : [];
  for (const other of [...omitted, ...(entry.sealed ?? [])]) {
    if (!inTable(other)) problems.push(`${at}: ${other.name} (omitted or sealed) is not a column of the table`);
  }
  if (entry.erase === 'anonymise' && column.notNull) {
    problems.push(`${at}: anonymised, but the column cannot be null`);
  }
  if (reference?.onDelete === 'cascade' && entry.erase !== 'delete') {
    problems.push(`${at}: its foreign key deletes the rows with the person, so erase must be 'delete'`);
  }
  return problems;
}
