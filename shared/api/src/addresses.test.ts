import { API_MESSAGES } from './api-messages';
import { deleteAddress } from './addresses';
import { failure, MAIN_BASE, setUpApiTest, success } from './testing/api-test-harness';

const api = setUpApiTest();

describe('deleting an address (spec 8)', () => {
  beforeEach(() => api.signIn());

  it('announces the deletion error-style with the spec sentence', async () => {
    api.main
      .onDelete(`${MAIN_BASE}/marketplace/address/a-1`)
      .reply(200, success(null, 'Address deleted'));
    await expect(deleteAddress('a-1')).resolves.toBeNull();
    expect(api.toasts).toEqual([{ kind: 'error', message: API_MESSAGES.addressDeleted }]);
  });

  it("shows the server's message when the deletion fails", async () => {
    api.main
      .onDelete(`${MAIN_BASE}/marketplace/address/a-1`)
      .reply(422, failure('This address is used by an active order.'));
    await expect(deleteAddress('a-1')).rejects.toMatchObject({ status: 422 });
    expect(api.toasts).toEqual([
      { kind: 'error', message: 'This address is used by an active order.' },
    ]);
  });
});
