import type { Customer } from '@jara/contracts/entities';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import type { CustomerRow } from '../http/auth';

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    domicile_location: row.domicile_location,
  };
}

export function findCustomerByEmail(db: Db, email: string): CustomerRow | undefined {
  return sql(db, 'SELECT * FROM customers WHERE email = ?').get(email) as CustomerRow | undefined;
}

export function findCustomer(db: Db, id: number): CustomerRow | undefined {
  return sql(db, 'SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow | undefined;
}

export function createCustomer(
  db: Db,
  input: {
    name: string;
    email: string;
    phone: string;
    passwordHash: string;
    domicile: 'NG' | 'KE';
  },
  at: string,
): CustomerRow {
  const first =
    input.name
      .split(/\s+/)[0]
      ?.toUpperCase()
      .replace(/[^A-Z]/g, '')
      .slice(0, 8) || 'JARA';
  const referralCode = `${first}-${randomBytes(3).toString('hex').toUpperCase()}`;
  const result = sql(
    db,
    `INSERT INTO customers (name, email, phone, password_hash, domicile_location, referral_code, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(input.name, input.email, input.phone, input.passwordHash, input.domicile, referralCode, at);
  const row = findCustomer(db, Number(result.lastInsertRowid));
  if (!row) throw new Error('A customer vanished right after it was created');
  return row;
}
