/**
 * Steps of the plans screens' specs (/subscription and /sign-up-successful, issue 12): a plan
 * customer's session and payment made through the plans API, outside the page, as the flow would.
 */
import type { Locator, Page } from '@playwright/test';
import type { PlanChoice, PaymentLink, PlanAuthResult } from '@jara/contracts/plans';
import { DEMO_LOGIN, E2E_URLS } from './e2e-stack';
import { holdStoredSession } from './stored-session';

async function plansCall<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${E2E_URLS.plansApi}/${path}`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      location: 'NG',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const parsed = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${parsed.message}`);
  return parsed.data;
}

export const planLoginThroughApi = () => plansCall<PlanAuthResult>('v3/website/login', DEMO_LOGIN);

/** A payment link for `choice` at a served Lagos address, returning to `returnUrl`. */
export function planPaymentLink(
  auth: PlanAuthResult,
  choice: PlanChoice,
  returnUrl: string,
): Promise<PaymentLink> {
  const start = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  return plansCall<PaymentLink>(
    `v3/website/onboarding/${auth.customer.id}/generate_payment_link`,
    {
      ...choice,
      address: '12 Admiralty Way, Lekki Phase 1, Lagos',
      latitude: 6.4474,
      longitude: 3.4723,
      start_date: start,
      return_url: returnUrl,
    },
    auth.access_token,
  );
}

/** The plan session in the site's device storage, as the plan login modal leaves it. */
export function holdPlanSession(page: Page, auth: PlanAuthResult): Promise<void> {
  return holdStoredSession(page, {
    planToken: auth.access_token,
    planCustomerId: auth.customer.id,
    planCustomer: auth.customer,
  });
}

/** The top edges of a list's cards, to tell side by side (same top) from stacked. */
export function cardTops(list: Locator): Promise<number[]> {
  return list
    .locator('> li')
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
}
