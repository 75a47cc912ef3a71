import { getVendor } from '@jara/api/marketplace';
import type { Vendor } from '@jara/contracts/entities';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from './api-double';

const api = setUpApiDouble();

describe('the API double', () => {
  it('answers a call named by its contract key, through the real client', async () => {
    api.answer('GET /marketplace/vendors/{slug}', { slug: 'mama-put' } as Vendor);
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
      api.answer('GET /marketplace/vendors/{slug}', { slug: 'mama-put' } as Vendor);
      await expect(getVendor('mama-put')).resolves.toMatchObject({ slug: 'mama-put' });
    },
  );
});
