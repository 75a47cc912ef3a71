import { waitFor } from '@testing-library/react';
import { bus } from '@jara/bus';
import { getQueryClient } from '@jara/query/query-client';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { collectToasts } from '@jara/testing/load-faults';
import { aCustomer } from '@jara/testing/builders/customer';
import { restoreSession } from './restore-session';

const api = setUpApiDouble();
const toasts = collectToasts();
const PROFILE = 'GET /account/profile';
const ada = aCustomer();

describe('restoreSession', () => {
  beforeEach(() => sessionStore.getState().clear());

  it('does nothing for a visitor', async () => {
    await restoreSession();
    expect(api.sent(PROFILE)).toHaveLength(0);
  });

  it('turns a stored token into a signed-in customer with a profile fetch', async () => {
    sessionStore.getState().signIn('tok', 7, null);
    api.answer(PROFILE, ada);
    const heard = jest.fn();
    const off = bus.on('auth:logged-in', heard);
    await restoreSession();
    const [request] = api.sent(PROFILE);
    expect(request?.headers.get('Authorization')).toBe('Bearer tok');
    expect(sessionStore.getState().customer).toEqual(ada);
    expect(heard).toHaveBeenCalledWith({ customerId: 7, via: 'profile' });
    off();
  });

  it('keeps the stored session, silently, when the fetch fails for a reason other than authorisation', async () => {
    sessionStore.getState().signIn('tok', 7, null);
    api.drop(PROFILE);
    await restoreSession();
    expect(api.sent(PROFILE)).toHaveLength(1);
    expect(sessionStore.getState().token).toBe('tok');
    expect(toasts).toEqual([]);
  });

  it('sends the query’s abort signal with the fetch, and a cancelled fetch keeps the session', async () => {
    sessionStore.getState().signIn('tok', 7, null);
    api.break(PROFILE, 'hang');
    const restoring = restoreSession();
    await waitFor(() => expect(api.sent(PROFILE)).toHaveLength(1));
    await getQueryClient().cancelQueries();
    await restoring;
    expect(api.sent(PROFILE)[0]?.signal.aborted).toBe(true);
    expect(sessionStore.getState().token).toBe('tok');
  });

  it.each([401, 404])('signs the customer out when the API answers %i', async (status) => {
    sessionStore.getState().signIn('tok', 7, null);
    api.refuse(PROFILE, status, 'Unauthenticated.');
    await restoreSession();
    expect(sessionStore.getState().token).toBeNull();
  });
});
