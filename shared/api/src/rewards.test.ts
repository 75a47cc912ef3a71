import { sessionStore } from '@jara/state/session-store';
import { redeemGiftcard } from './rewards';
import { failure, setUpApiTest, success } from './testing/api-test-harness';

const api = setUpApiTest();

describe('redeemGiftcard', () => {
  beforeEach(() => api.signIn());

  it('sends the code in the path, encoded', async () => {
    api.main.onPost('/rewards_centre/redeem_giftcard/GIFT%2F1').reply(200, success({ id: 1 }));
    await expect(redeemGiftcard('GIFT/1')).resolves.toEqual({ id: 1 });
  });

  it('keeps the customer signed in when the card does not exist', async () => {
    api.main
      .onPost('/rewards_centre/redeem_giftcard/NOPE')
      .reply(404, failure('There is no gift card NOPE.'));
    await expect(redeemGiftcard('NOPE')).rejects.toMatchObject({
      status: 404,
      message: 'There is no gift card NOPE.',
    });
    expect(sessionStore.getState().token).toBe('main-token');
    expect(api.loggedOut).toEqual([]);
  });
});
