/**
 * Pay for the draft: the plan account first (the login modal keeps the draft), then a payment
 * link, then the hosted page. A failed link leaves the draft as it was, ready to try again.
 */
import { useState } from 'react';
import { generatePaymentLink } from '@jara/api/plans';
import { providerPageUrl } from '@jara/api/provider-page';
import { analytics } from '@jara/bus/analytics';
import type { PlanAmount } from '@jara/contracts/plans';
import { pathTo } from '@jara/contracts/site-paths';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import type { PlanDraft } from '../plan-draft/plan-draft-store';
import { openPaymentPage } from './open-payment-page';

export const SIGN_IN_REASON = 'Sign in to pay for your plan';

export function usePay(draft: PlanDraft, price: PlanAmount | undefined) {
  const { requestLogin, country } = useParcelProps();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const pay = async () => {
    if (!draft.place || !price || state === 'busy') return;
    setState('busy');
    const signedIn =
      sessionStore.getState().planCustomerId !== null ||
      (await requestLogin('plan', SIGN_IN_REASON));
    const customerId = sessionStore.getState().planCustomerId;
    if (!signedIn || customerId === null) {
      setState('idle');
      return;
    }
    const { choice, discountCode, place, street, landmark, startDate } = draft;
    try {
      const { payment_link } = await generatePaymentLink(customerId, {
        ...choice,
        ...(discountCode ? { discount_code: discountCode } : {}),
        address: [street.trim(), landmark.trim(), place.address].filter(Boolean).join(', '),
        latitude: place.latitude,
        longitude: place.longitude,
        start_date: startDate,
        return_url: window.location.origin + pathTo('sign-up-successful'),
      });
      // An answer without a web address is a failed link: never navigate to "undefined".
      const link = providerPageUrl(payment_link);
      if (!link) throw new Error('The payment link is not a web address.');
      analytics.track('plan_payment_started', {
        service: choice.service,
        kind: choice.kind,
        country,
        total: price.total,
      });
      openPaymentPage(link);
    } catch {
      setState('failed');
    }
  };

  return { pay, busy: state === 'busy', failed: state === 'failed' };
}
