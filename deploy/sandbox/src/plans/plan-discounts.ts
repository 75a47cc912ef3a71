import type { PlanService } from '@jara/contracts/plans';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { fieldError } from '../http/api-error';

interface PlanCodeRow {
  code: string;
  service: PlanService | null;
  discount_percent: number;
  expires_at: string;
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A plan discount code valid for `service` now: its canonical spelling and percent. Every
 * refusal (unknown, for the other service, expired) is a 422 on discount_code whose message the
 * site shows as it is.
 */
export function lookupPlanDiscount(
  db: Db,
  code: string,
  service: PlanService,
  now: number,
): { code: string; percent: number } {
  const row = sql(db, 'SELECT * FROM plan_discount_codes WHERE code = ?').get(code) as
    PlanCodeRow | undefined;
  if (!row)
    throw fieldError('discount_code', `The discount code ${code.slice(0, 40)} is not valid.`);
  if (row.service !== null && row.service !== service) {
    throw fieldError(
      'discount_code',
      `The discount code ${row.code} only applies to ${row.service}.`,
    );
  }
  const expiresAt = Date.parse(row.expires_at);
  if (expiresAt <= now) {
    throw fieldError(
      'discount_code',
      `The discount code ${row.code} expired on ${longDate.format(expiresAt)}.`,
    );
  }
  return { code: row.code, percent: row.discount_percent };
}
