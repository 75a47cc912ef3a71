import type { FastifyInstance } from 'fastify';
import type { RedeemedReward, RewardHistoryEntry } from '@jara/contracts/entities';
import { z } from 'zod';
import { sql } from '../db/statements';
import { newReference } from '../domain/ids';
import { formatMoney } from '../domain/money';
import { rewardsCentre } from '../domain/rewards';
import { ApiError, fieldError, notFound } from '../http/api-error';
import { requireCustomer } from '../http/auth';
import { ok } from '../http/envelope';
import { numeric } from '../http/fields';
import { parseBody } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { recordWalletMovement, walletCurrency } from '../store/wallet';

const REWARD_CODE_DAYS = 90;

export function registerRewardRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const redeemed = (
    customerId: number,
    kind: RedeemedReward['kind'],
    code: string,
    value: number,
    at: string,
  ) => {
    const result = sql(
      db,
      'INSERT INTO redeemed_rewards (customer_id, kind, code, value, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(customerId, kind, code, value, at);
    return {
      id: Number(result.lastInsertRowid),
      kind,
      code,
      value,
      created_at: at,
    } satisfies RedeemedReward;
  };

  app.get('/rewards_centre', async (request) => {
    const customer = requireCustomer(db, request);
    return ok(rewardsCentre(customer.reward_points, walletCurrency(customer.domicile_location)));
  });

  app.get('/rewards_centre/history', async (request) => {
    const customer = requireCustomer(db, request);
    return ok(
      sql(
        db,
        'SELECT id, points, description, created_at FROM reward_history WHERE customer_id = ? ORDER BY created_at DESC, id DESC',
      ).all(customer.id) as RewardHistoryEntry[],
    );
  });

  app.get('/rewards_centre/redeem_history', async (request) => {
    const customer = requireCustomer(db, request);
    return ok(
      sql(
        db,
        'SELECT id, kind, code, value, created_at FROM redeemed_rewards WHERE customer_id = ? ORDER BY created_at DESC, id DESC',
      ).all(customer.id) as RedeemedReward[],
    );
  });

  app.post('/rewards_centre/redeem_discount', async (request) => {
    const customer = requireCustomer(db, request);
    const body = parseBody(z.object({ points: numeric(z.number().int().min(1)) }), request.body);
    const currency = walletCurrency(customer.domicile_location);
    const centre = rewardsCentre(customer.reward_points, currency);
    const option = centre.discount_options.find((candidate) => candidate.points === body.points);
    if (!option) {
      const choices = centre.discount_options.map((candidate) => candidate.points).join(', ');
      throw fieldError('points', `Choose one of the discount options: ${choices} points.`);
    }
    if (customer.reward_points < option.points) {
      throw fieldError(
        'points',
        `You have ${customer.reward_points} points: not enough for this discount.`,
      );
    }
    const at = ctx.clock.iso();
    const code = newReference('RWD');
    const expires = new Date(ctx.clock.now() + REWARD_CODE_DAYS * 86_400_000).toISOString();
    const value = formatMoney(option.discount_code_value, currency);
    const reward = db.transaction(() => {
      sql(db, 'UPDATE customers SET reward_points = reward_points - ? WHERE id = ?').run(
        option.points,
        customer.id,
      );
      sql(
        db,
        'INSERT INTO reward_history (customer_id, points, description, created_at) VALUES (?, ?, ?, ?)',
      ).run(customer.id, -option.points, `Redeemed for a ${value} discount code`, at);
      sql(
        db,
        `INSERT INTO discount_codes (code, voucher_id, title, description, discount_type, value, minimum_order, max_discount, currency, expires_at, is_exclusive, customer_id, used_at)
        VALUES (?, NULL, ?, 'Redeemed from your rewards.', 'fixed', ?, 0, NULL, ?, ?, 0, ?, NULL)`,
      ).run(
        code,
        `${value} reward discount`,
        option.discount_code_value,
        currency,
        expires,
        customer.id,
      );
      return redeemed(customer.id, 'discount', code, option.discount_code_value, at);
    })();
    return ok(reward, `Your ${value} discount code is ${code}.`);
  });

  app.post<{ Params: { code: string } }>(
    '/rewards_centre/redeem_giftcard/:code',
    async (request) => {
      const customer = requireCustomer(db, request);
      const card = sql(db, 'SELECT * FROM gift_cards WHERE code = ?').get(request.params.code) as
        | { code: string; value: number; currency: 'NGN' | 'KES'; redeemed_by: number | null }
        | undefined;
      if (!card) throw notFound(`There is no gift card ${request.params.code.slice(0, 40)}.`);
      if (card.redeemed_by !== null)
        throw new ApiError(409, 'This gift card has already been redeemed.');
      const currency = walletCurrency(customer.domicile_location);
      if (card.currency !== currency) {
        throw new ApiError(
          422,
          `This gift card is in ${card.currency} and your wallet is in ${currency}.`,
        );
      }
      const at = ctx.clock.iso();
      const reward = db.transaction(() => {
        sql(db, 'UPDATE gift_cards SET redeemed_by = ?, redeemed_at = ? WHERE code = ?').run(
          customer.id,
          at,
          card.code,
        );
        recordWalletMovement(
          db,
          customer.id,
          { type: 'credit', amount: card.value, currency, description: `Gift card ${card.code}` },
          at,
        );
        return redeemed(customer.id, 'giftcard', card.code, card.value, at);
      })();
      return ok(reward, `${formatMoney(card.value, currency)} was added to your wallet.`);
    },
  );
}
