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

/** A plan discount code for `service`: null when expired, a 422 when unknown or for the other service. */
export function lookupPlanDiscount(
  db: Db,
  code: string,
  service: PlanService,
  now: number,
): { percent: number } | null {
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
  return Date.parse(row.expires_at) <= now ? null : { percent: row.discount_percent };
}
