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
import { recordWalletMovement, walletCurrency } from '../store/wallet';

const FUNDING_LIMITS = { NGN: { min: 100, max: 1_000_000 }, KES: { min: 10, max: 150_000 } };

export function registerWalletRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.get('/wallet', async (request) => {
    const customer = requireCustomer(db, request);
    const wallet: Wallet = {
      balance: customer.wallet_balance,
      currency: walletCurrency(customer.domicile_location),
    };
    return ok(wallet);
  });

  app.get('/wallet/transactions', async (request) => {
    const customer = requireCustomer(db, request);
    const query = parseQuery(pageQuery, request.query);
    const rows = sql(
      db,
      `SELECT uuid, type, amount, currency, description, reference, created_at FROM wallet_transactions
       WHERE customer_id = ? ORDER BY created_at DESC, rowid DESC`,
    ).all(customer.id) as WalletTransaction[];
    return ok(paginate(rows, query));
  });

  /** The sandbox has no payment gateway: a funding request succeeds at once. */
  app.post('/wallet/fund', async (request) => {
    const customer = requireCustomer(db, request);
    const body = parseBody(
      z.object({ amount: numeric(z.number().int().positive()) }),
      request.body,
    );
    const currency = walletCurrency(customer.domicile_location);
    const limits = FUNDING_LIMITS[currency];
    if (body.amount < limits.min || body.amount > limits.max) {
      throw fieldError(
        'amount',
        `You can fund between ${formatMoney(limits.min, currency)} and ${formatMoney(limits.max, currency)} at a time.`,
      );
    }
    const transaction = db.transaction(() =>
      recordWalletMovement(
        db,
        customer.id,
        { type: 'credit', amount: body.amount, currency, description: 'Wallet top-up by card' },
        ctx.clock.iso(),
      ),
    )();
    return ok(transaction, `${formatMoney(body.amount, currency)} was added to your wallet.`);
  });
}
