/** What the referral landing says: the sandbox's amounts, each in its own currency. */
import { BRAND } from '@jara/contracts/brand';
import type { ReferralInvite } from '@jara/contracts/entities';
import { currencyForCountry, formatPrice } from '@jara/ui/price';

/** Long enough for any real code; a link stuffed with more shows its start. */
const SHOWN_CODE_LENGTH = 60;

export function rewardPromise(invite: ReferralInvite): string {
  const yours = formatPrice(invite.reward, invite.currency);
  const theirs = formatPrice(invite.referrer_reward, currencyForCountry(invite.referrer_country));
  const after = 'once your first order is paid';
  return invite.currency === currencyForCountry(invite.referrer_country)
    ? `Create your account with ${invite.referrer_name}'s invitation: you both get ${yours} in your ${BRAND.name} wallets ${after}.`
    : `Create your account with ${invite.referrer_name}'s invitation: you get ${yours} in your ${BRAND.name} wallet and ${invite.referrer_name} gets ${theirs} ${after}.`;
}

export function rewardPoints(invite: ReferralInvite): string[] {
  return [
    `Invitation code ${invite.code} is applied to your new account`,
    `${formatPrice(invite.reward, invite.currency)} in your wallet to spend on your next order`,
    'Food, groceries, laundry and cleaning from one account',
  ];
}

export function rewardOnFirstOrder(invite: ReferralInvite): string {
  return `Your ${formatPrice(invite.reward, invite.currency)} from ${invite.referrer_name}'s invitation lands in your wallet once your first order is paid.`;
}

export function unknownCode(code: string): string {
  const shown = code.length > SHOWN_CODE_LENGTH ? `${code.slice(0, SHOWN_CODE_LENGTH)}…` : code;
  return `We could not find the invitation code “${shown}”. You can still create your account: ask your friend for their link again to get the reward.`;
}
