/**
 * Pay for the draft: the plan account first (the login modal keeps the draft), then a payment
 * link, then the hosted page. A failed link leaves the draft as it was, ready to try again; a
 * refusal of what the where step asked (a drop-off field, the first day) goes back there, with
 * each message under its field.
 */
import { useRef, useState } from 'react';
import { generatePaymentLink } from '@jara/api/plans';
import { providerPageUrl } from '@jara/api/provider-page';
import { analytics } from '@jara/bus/analytics';
import type { PlanPaymentBody } from '@jara/contracts/api-calls';
import type { PlanAmount } from '@jara/contracts/plans';
import { pathTo } from '@jara/contracts/site-paths';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { draftAddressLine, draftDropOff } from '../plan-draft/draft-drop-off';
import type { PlanDraft } from '../plan-draft/plan-draft-store';
import { openPaymentPage } from './open-payment-page';
import { whereErrorsOf, whereErrorsStore } from './where-errors';

/** Why the plan account is asked for, naming what is being bought ("your laundry plan"). */
export function signInReason({ service, kind }: PlanDraft['choice']): string {
  const what = kind === 'plan' ? 'plan' : service === 'laundry' ? 'pickup' : 'visit';
  return `Sign in to pay for your ${service} ${what}`;
}

function newAttemptKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `plan-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function usePay(
  draft: PlanDraft,
  price: PlanAmount | undefined,
  onWhereRefused: () => void,
) {
  const { requestLogin, country } = useParcelProps();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  // One key per request: Try again after a lost answer sends the same one, and the server
  // answers the link it already made instead of a second plan order. Another draft is new.
  const attempt = useRef<{ request: string; key: string } | null>(null);

  const pay = async () => {
    if (!draft.place || !price || state === 'busy') return;
    setState('busy');
    const signedIn =
      sessionStore.getState().planCustomerId !== null ||
      (await requestLogin('plan', signInReason(draft.choice)));
    const customerId = sessionStore.getState().planCustomerId;
    if (!signedIn || customerId === null) {
      setState('idle');
      return;
    }
    const { choice, discountCode, place, startDate } = draft;
    const body: PlanPaymentBody = {
      ...choice,
      ...(discountCode ? { discount_code: discountCode } : {}),
      address: draftAddressLine(draft),
      latitude: place.latitude,
      longitude: place.longitude,
      drop_off: draftDropOff(draft),
      start_date: startDate,
      return_url: window.location.origin + pathTo('sign-up-successful'),
    };
    const request = `${customerId}:${JSON.stringify(body)}`;
    if (attempt.current?.request !== request) attempt.current = { request, key: newAttemptKey() };
    try {
      const { payment_link } = await generatePaymentLink(customerId, {
        ...body,
        idempotency_key: attempt.current.key,
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
    } catch (error) {
      const refused = whereErrorsOf(error);
      if (refused) {
        whereErrorsStore.setState({ errors: refused });
        setState('idle');
        onWhereRefused();
        return;
      }
      setState('failed');
    }
  };

  return { pay, busy: state === 'busy', failed: state === 'failed' };
}
