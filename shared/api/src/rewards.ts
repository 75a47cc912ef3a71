/** Rewards centre and referral calls (spec 7, Rewards; referrals are a sandbox extension). */
import type { RequestOptions } from './request-options';
import { callMain } from './typed-call';

export function getRewardsCentre(options?: RequestOptions) {
  return callMain('GET /rewards_centre', {}, options);
}

export function getRewardHistory(options?: RequestOptions) {
  return callMain('GET /rewards_centre/history', {}, options);
}

export function redeemDiscount(points: number, options?: RequestOptions) {
  return callMain('POST /rewards_centre/redeem_discount', { body: { points } }, options);
}

export function redeemGiftcard(code: string, options?: RequestOptions) {
  return callMain('POST /rewards_centre/redeem_giftcard/{code}', { path: { code } }, options);
}

export function getRedeemHistory(options?: RequestOptions) {
  return callMain('GET /rewards_centre/redeem_history', {}, options);
}

export function getReferralDetails(options?: RequestOptions) {
  return callMain('GET /referrals', {}, options);
}

/** Public: the invitation of a referral link, for the visitor it was sent to. */
export function getReferralInvite(code: string, options?: RequestOptions) {
  return callMain('GET /referrals/invites/{code}', { path: { code } }, options);
}
