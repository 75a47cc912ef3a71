import { randomInt } from 'node:crypto';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { ApiError, fieldError } from '../http/api-error';

export const PASSCODE_TTL_MS = 15 * 60_000;
const MAX_ATTEMPTS = 5;

export interface PasscodeRow {
  email: string;
  code: string;
  expires_at: number;
  attempts: number;
}

/** A new six-digit pass code for `email`, replacing any earlier one. */
export function issuePasscode(db: Db, email: string, now: number): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  sql(
    db,
    'INSERT OR REPLACE INTO passcodes (email, code, expires_at, attempts) VALUES (?, ?, ?, 0)',
  ).run(email, code, now + PASSCODE_TTL_MS);
  return code;
}

export function latestPasscode(db: Db, email: string): PasscodeRow | undefined {
  return sql(db, 'SELECT * FROM passcodes WHERE email = ?').get(email) as PasscodeRow | undefined;
}

/**
 * Checks a pass code. Wrong guesses are counted (the one write a refused reset makes), and the
 * code is withdrawn after five, so six digits cannot be brute-forced.
 */
export function consumePasscode(db: Db, email: string, code: string, now: number): void {
  const row = latestPasscode(db, email);
  if (!row || row.expires_at <= now) {
    throw fieldError('passcode', 'The pass code is invalid or has expired. Request a new one.');
  }
  if (row.code !== code) {
    if (row.attempts + 1 >= MAX_ATTEMPTS) {
      sql(db, 'DELETE FROM passcodes WHERE email = ?').run(email);
      throw new ApiError(422, 'Too many wrong pass codes. Request a new one.', {
        passcode: ['Too many wrong pass codes. Request a new one.'],
      });
    }
    sql(db, 'UPDATE passcodes SET attempts = attempts + 1 WHERE email = ?').run(email);
    throw fieldError('passcode', 'The pass code is invalid or has expired. Request a new one.');
  }
  sql(db, 'DELETE FROM passcodes WHERE email = ?').run(email);
}
