import type { FastifyInstance } from 'fastify';
import type { Wallet, WalletTransaction } from '@jara/contracts/entities';
import { z } from 'zod';
import { sql } from '../db/statements';
import { formatMoney } from '../domain/money';
import { fieldError } from '../http/api-error';
import { requireCustomer } from '../http/auth';
import { ok } from '../http/envelope';
import { numeric, pageQuery } from '../http/fields';
import { paginate } from '../http/pagination';
import { parseBody, parseQuery } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { walletBalance } from '../store/wallet';
import { CURRENCY_BY_COUNTRY } from '../domain/countries';
import { requestCountry } from '../http/location';
import { createPayment, paymentRedirect } from '../payments/payment-store';
import { assertSiteReturnUrl, returnUrl } from '../payments/return-url';
import { WALLET_TOP_UP } from '../payments/wallet-funding';
import { publicBase } from '../views/view-context';

/** The top-up limits the wallet states (GET /wallet) and the funding call enforces. */
const FUNDING_LIMITS = { NGN: { min: 100, max: 1_000_000 }, KES: { min: 10, max: 150_000 } };

export function registerWalletRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.get('/wallet', async (request) => {
    const customer = requireCustomer(db, request);
    const currency = CURRENCY_BY_COUNTRY[requestCountry(request)];
    const wallet: Wallet = {
      balance: walletBalance(db, customer.id, currency),
      currency,
      funding_min: FUNDING_LIMITS[currency].min,
      funding_max: FUNDING_LIMITS[currency].max,
    };
    return ok(wallet);
  });

  app.get('/wallet/transactions', async (request) => {
    const customer = requireCustomer(db, request);
    const query = parseQuery(pageQuery, request.query);
    const rows = sql(
      db,
      `SELECT uuid, type, amount, currency, description, reference, created_at FROM wallet_transactions
       WHERE customer_id = ? AND currency = ? ORDER BY created_at DESC, rowid DESC`,
    ).all(customer.id, CURRENCY_BY_COUNTRY[requestCountry(request)]) as WalletTransaction[];
    return ok(paginate(rows, query));
  });

  /** A top-up is paid on the provider's page; the wallet is credited when the payment settles. */
  app.post('/wallet/fund', async (request) => {
    const customer = requireCustomer(db, request);
    const body = parseBody(
      z.object({ amount: numeric(z.number().int().positive()), return_url: returnUrl }),
      request.body,
    );
    assertSiteReturnUrl(ctx, body.return_url);
    const currency = CURRENCY_BY_COUNTRY[requestCountry(request)];
    const limits = FUNDING_LIMITS[currency];
    if (body.amount < limits.min || body.amount > limits.max) {
      throw fieldError(
        'amount',
        `You can fund between ${formatMoney(limits.min, currency)} and ${formatMoney(limits.max, currency)} at a time.`,
      );
    }
    const payment = createPayment(
      db,
      {
        purpose: 'wallet_funding',
        customer_id: customer.id,
        order_uuid: null,
        description: WALLET_TOP_UP,
        amount: body.amount,
        currency,
        return_url: body.return_url,
      },
      ctx.clock.iso(),
    );
    return ok(paymentRedirect(publicBase(request), payment));
  });
}
