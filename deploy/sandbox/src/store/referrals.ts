/**
 * Referrals: a friend joins with a referrer's code (recorded with both rewards promised), and the
 * friend's first paid order pays both rewards, once.
 */
import { REFERRAL_CODE } from '@jara/contracts/rewards-schema';
import type { CountryCode } from '@jara/contracts/constants';
import type { ReferralInvite } from '@jara/contracts/entities';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { CURRENCY_BY_COUNTRY } from '../domain/countries';
import { formatMoney } from '../domain/money';
import { REFERRAL_REWARD } from '../domain/referral-rewards';
import { fieldError, notFound } from '../http/api-error';
import type { CustomerRow } from '../http/auth';
import type { SandboxContext } from '../sandbox-context';
import { findCustomer } from './customers';
import { createNotification } from './notifications';
import { recordWalletMovement, walletCurrency } from './wallet';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** "Funke A.": what the referrer is shown of a friend. */
function shortName(name: string): string {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

function findReferrer(db: Db, code: string): CustomerRow | undefined {
  if (!REFERRAL_CODE.test(code)) return undefined;
  return sql(db, 'SELECT * FROM customers WHERE referral_code = ?').get(code.toUpperCase()) as
    CustomerRow | undefined;
}

/** The invitation a link shows a visitor of `country`; an unknown or malformed code is a 404. */
export function referralInvite(db: Db, code: string, country: CountryCode): ReferralInvite {
  const referrer = findReferrer(db, code);
  if (!referrer) throw notFound('We could not find this invitation code.');
  const currency = CURRENCY_BY_COUNTRY[country];
  return {
    code: referrer.referral_code,
    referrer_name: firstName(referrer.name),
    reward: REFERRAL_REWARD[currency],
    currency,
    referrer_reward: REFERRAL_REWARD[walletCurrency(referrer.domicile_location)],
    referrer_country: referrer.domicile_location,
  };
}

// The same number written with or without its country code: +234 803 ... and 0803 ...
const samePhone = (a: string, b: string) =>
  a.replace(/\D/g, '').slice(-9) === b.replace(/\D/g, '').slice(-9);

/** The referrer a new customer may join with, or a refusal of the code saying why. */
export function referrerFor(db: Db, code: string, newcomer: { phone: string }): CustomerRow {
  const referrer = findReferrer(db, code);
  if (!referrer) {
    throw fieldError(
      'referral_code',
      'We could not find this invitation code. Check it with your friend, or create your account without it.',
    );
  }
  if (samePhone(referrer.phone, newcomer.phone)) {
    throw fieldError(
      'referral_code',
      'This is your own invitation: it is for friends who are new to Jara. Create your account without it.',
    );
  }
  return referrer;
}

/** Records that `friend` joined with `referrer`'s link, with both rewards as promised today. */
export function recordReferralJoin(
  db: Db,
  referrer: CustomerRow,
  friend: CustomerRow,
  at: string,
): void {
  sql(
    db,
    `INSERT INTO referrals (referrer_id, referred_id, referred_name, reward, friend_reward, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    referrer.id,
    friend.id,
    shortName(friend.name),
    REFERRAL_REWARD[walletCurrency(referrer.domicile_location)],
    REFERRAL_REWARD[walletCurrency(friend.domicile_location)],
    at,
  );
}

interface ReferralRow {
  id: number;
  referrer_id: number;
  referred_name: string;
  reward: number;
  friend_reward: number;
}

/**
 * A friend's order was just paid: if it is the first since they joined with a link, both rewards
 * are paid. The claim is one conditional update, so a second payment (at once, or any later
 * order) finds the referral credited and pays nothing. Runs in the caller's transaction.
 */
export function creditReferralOnPaidOrder(
  ctx: SandboxContext,
  friendId: number,
  orderUuid: string,
): void {
  const { db } = ctx;
  const at = ctx.clock.iso();
  const claimed = sql(
    db,
    `UPDATE referrals SET credited_at = ?, first_order_uuid = ?
     WHERE referred_id = ? AND credited_at IS NULL
     RETURNING id, referrer_id, referred_name, reward, friend_reward`,
  ).get(at, orderUuid, friendId) as ReferralRow | undefined;
  if (!claimed) return;
  const referrer = findCustomer(db, claimed.referrer_id);
  const friend = findCustomer(db, friendId);
  if (!referrer || !friend) return;
  const referrerCurrency = walletCurrency(referrer.domicile_location);
  const friendCurrency = walletCurrency(friend.domicile_location);
  const earned = formatMoney(claimed.reward, referrerCurrency);
  const welcome = formatMoney(claimed.friend_reward, friendCurrency);
  recordWalletMovement(
    db,
    referrer.id,
    {
      type: 'credit',
      amount: claimed.reward,
      currency: referrerCurrency,
      description: `Referral reward: ${claimed.referred_name} placed their first order`,
    },
    at,
  );
  recordWalletMovement(
    db,
    friend.id,
    {
      type: 'credit',
      amount: claimed.friend_reward,
      currency: friendCurrency,
      description: `Welcome reward: your first order with ${firstName(referrer.name)}'s invitation`,
    },
    at,
  );
  createNotification(
    ctx,
    referrer.id,
    `You earned ${earned}`,
    `${claimed.referred_name} placed their first order: ${earned} is in your Jara wallet.`,
  );
  createNotification(
    ctx,
    friend.id,
    `${welcome} is in your wallet`,
    `Thanks for joining with ${firstName(referrer.name)}'s invitation: ${welcome} is in your Jara wallet for your next order.`,
  );
}

/** The referrer's figures: friends who joined, those whose first order is paid, what it earned. */
export function referralFigures(
  db: Db,
  referrerId: number,
): { invited: number; joined: number; earnings: number } {
  return sql(
    db,
    `SELECT COUNT(*) AS invited, COUNT(credited_at) AS joined,
       COALESCE(SUM(CASE WHEN credited_at IS NOT NULL THEN reward END), 0) AS earnings
     FROM referrals WHERE referrer_id = ?`,
  ).get(referrerId) as { invited: number; joined: number; earnings: number };
}
