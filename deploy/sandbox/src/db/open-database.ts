import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SCHEMA_SQL, SCHEMA_VERSION } from './schema';

export type Db = Database.Database;

export const MEMORY_DATA_DIR = ':memory:';
const DATABASE_FILE = 'sandbox.sqlite';

/** Opens (creating the folder if needed) the sandbox database; ':memory:' keeps it in RAM. */
export function openDatabase(dataDir: string): Db {
  if (dataDir === MEMORY_DATA_DIR) return configure(new Database(':memory:'), false);
  mkdirSync(dataDir, { recursive: true });
  return configure(new Database(path.join(dataDir, DATABASE_FILE)), true);
}

function configure(db: Db, onDisk: boolean): Db {
  if (onDisk) db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  return db;
}

/** True when the tables are missing or were written by another schema version. */
export function needsRebuild(db: Db): boolean {
  return db.pragma('user_version', { simple: true }) !== SCHEMA_VERSION;
}

/**
 * Drops every table, recreates the schema and fills it with `seed`, all in one transaction so a
 * crash half-way leaves the previous data intact.
 */
export function rebuildDatabase(db: Db, seed: (db: Db) => void): void {
  // SQLite ignores this pragma inside a transaction, so it is switched around it.
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .pluck()
        .all() as string[];
      for (const table of tables) db.exec(`DROP TABLE "${table}"`);
      db.exec(SCHEMA_SQL);
      seed(db);
      db.pragma(`user_version = ${SCHEMA_VERSION}`);
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}
