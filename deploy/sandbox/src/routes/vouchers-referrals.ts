import type { FastifyInstance } from 'fastify';
import type { ReferralDetails, Voucher } from '@jara/contracts/entities';
import { sql } from '../db/statements';
import { notFound } from '../http/api-error';
import { requireCustomer } from '../http/auth';
import { ok } from '../http/envelope';
import { requestCountry } from '../http/location';
import type { SandboxContext } from '../sandbox-context';
import { walletCurrency } from '../store/wallet';
import { CURRENCY_BY_COUNTRY } from '../domain/countries';
import { REFERRAL_REWARD } from '../domain/referral-rewards';
import { referralFigures, referralInvite } from '../store/referrals';

const VOUCHER_COLUMNS =
  'voucher_id AS id, code, title, description, discount_type, value, minimum_order, currency, expires_at';

/** Where a referral link points when the request does not say which site it came from. */
const DEFAULT_SITE_ORIGIN = 'http://localhost:8080';

export function registerVoucherAndReferralRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.get('/marketplace/vouchers/get_exclusive_vouchers', async (request) => {
    const currency = CURRENCY_BY_COUNTRY[requestCountry(request)];
    const vouchers = sql(
      db,
      `SELECT ${VOUCHER_COLUMNS} FROM discount_codes WHERE is_exclusive = 1 AND currency = ?
       AND expires_at > ? ORDER BY voucher_id`,
    ).all(currency, ctx.clock.iso()) as Voucher[];
    return ok(vouchers);
  });

  app.get<{ Params: { id: string } }>(
    '/marketplace/vouchers/get_exclusive_vouchers/:id',
    async (request) => {
      const voucher = sql(
        db,
        `SELECT ${VOUCHER_COLUMNS} FROM discount_codes WHERE is_exclusive = 1 AND voucher_id = ?`,
      ).get(request.params.id) as Voucher | undefined;
      if (!voucher) throw notFound('We could not find that voucher.');
      return ok(voucher);
    },
  );

  app.get('/referrals', async (request) => {
    const customer = requireCustomer(db, request);
    const figures = referralFigures(db, customer.id);
    const currency = walletCurrency(customer.domicile_location);
    const sent = request.headers.origin;
    const origin = sent && /^https?:\/\/[\w.-]+(:\d+)?$/.test(sent) ? sent : DEFAULT_SITE_ORIGIN;
    const details: ReferralDetails = {
      code: customer.referral_code,
      link: `${origin}/signup?ref=${encodeURIComponent(customer.referral_code)}`,
      invited_count: figures.invited,
      joined_count: figures.joined,
      earnings: figures.earnings,
      reward: REFERRAL_REWARD[currency],
      currency,
    };
    return ok(details);
  });

  app.get<{ Params: { code: string } }>('/referrals/invites/:code', async (request) =>
    ok(referralInvite(db, request.params.code, requestCountry(request))),
  );
}
