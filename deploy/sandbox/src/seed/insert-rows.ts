import type { Db } from '../db/open-database';

type Cell = string | number | boolean | null;

/** Inserts plain objects whose keys are column names (booleans stored as 0/1). */
export function insertRows(db: Db, table: string, rows: Record<string, Cell>[]): void {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const statement = db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  );
  for (const row of rows) {
    statement.run(
      columns.map((column) => {
        const value = row[column] ?? null;
        return typeof value === 'boolean' ? Number(value) : value;
      }),
    );
  }
}
