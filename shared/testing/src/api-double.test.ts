import { waitFor } from '@testing-library/react';
import { getVendor, getVendors } from '@jara/api/marketplace';
import { checkPlanDiscount, getPlanCatalogue } from '@jara/api/plans';
import type { PlanCatalogue } from '@jara/contracts/plans';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from './api-double';
import { aVendor } from './builders/vendor';
import { bodyOf, queryOf } from './sent-requests';

const api = setUpApiDouble();

describe('the API double', () => {
  it('answers a call named by its contract key, through the real client', async () => {
    api.answer('GET /marketplace/vendors/{slug}', aVendor({ slug: 'mama-put' }));
    await expect(getVendor('mama-put')).resolves.toMatchObject({ slug: 'mama-put' });
  });

  it("fails a call with the server's status and message, and the client's rules apply", async () => {
    sessionStore.getState().signIn('token', 7);
    api.refuse('GET /marketplace/vendors/{slug}', 404, 'This store does not exist.');
    await expect(getVendor('gone')).rejects.toMatchObject({
      status: 404,
      message: 'This store does not exist.',
    });
    expect(sessionStore.getState().token).toBe('token');
  });

  it.each(['500', 'not-json'] as const)(
    'breaks a call with %s until an answer heals it',
    async (fault) => {
      api.break('GET /marketplace/vendors/{slug}', fault);
      await expect(getVendor('mama-put')).rejects.toBeInstanceOf(Error);
      api.answer('GET /marketplace/vendors/{slug}', aVendor({ slug: 'mama-put' }));
      await expect(getVendor('mama-put')).resolves.toMatchObject({ slug: 'mama-put' });
    },
  );

  it('reads the query and, as often as asked, the body a call sent', async () => {
    api.answer('GET /marketplace/vendors', {
      items: [],
      page: 2,
      per_page: 12,
      total: 0,
      last_page: 1,
    });
    await getVendors({ page: 2 });
    expect(api.sent('GET /marketplace/vendors').map(queryOf)).toEqual([{ page: '2' }]);

    const DISCOUNT = 'POST /v3/garden/is_discount_expired_with_options';
    api.answerPlansWith(DISCOUNT, (body) => ({
      expired: body.discount_code === 'OLD',
      discount_percent: 0,
      options: [],
    }));
    await expect(
      checkPlanDiscount({ service: 'cleaning', discount_code: 'OLD' }),
    ).resolves.toMatchObject({ expired: true });
    const [sent] = api.sentPlans(DISCOUNT);
    expect(await bodyOf(sent)).toEqual({ service: 'cleaning', discount_code: 'OLD' });
    expect(await bodyOf(sent)).toEqual({ service: 'cleaning', discount_code: 'OLD' });
    expect(() => queryOf(api.sentPlans(DISCOUNT)[1])).toThrow('No request was sent.');
  });

  it('refuses and drops a plans call, and holds its answer until the test settles it', async () => {
    api.refusePlans('GET v3/website/plans', 422, 'Not now.', { service: ['Unknown.'] });
    await expect(getPlanCatalogue()).rejects.toMatchObject({ status: 422, message: 'Not now.' });
    api.dropPlans('GET v3/website/plans');
    await expect(getPlanCatalogue()).rejects.toBeInstanceOf(Error);

    const catalogue: PlanCatalogue = {
      currency: 'NGN',
      price_from: { laundry: 1, cleaning: 2 },
      offers: [],
    };
    let settle: (value: PlanCatalogue) => void = () => undefined;
    api.answerPlansWith('GET v3/website/plans', () => new Promise((resolve) => (settle = resolve)));
    const asked = getPlanCatalogue();
    await waitFor(() => expect(api.sentPlans('GET v3/website/plans')).toHaveLength(3));
    settle(catalogue);
    await expect(asked).resolves.toEqual(catalogue);
  });
});
