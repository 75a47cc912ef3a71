import { bus } from '@jara/bus';
import { getProfile } from '@jara/api/account';
import { sessionStore } from '@jara/state/session-store';
import { restoreSession } from './restore-session';

jest.mock('@jara/api/account', () => ({ getProfile: jest.fn() }));

const ada = {
  id: 7,
  name: 'Ada',
  email: 'ada@jara.test',
  phone: '',
  domicile_location: 'NG' as const,
};

describe('restoreSession', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    sessionStore.getState().clear();
  });

  it('does nothing for a visitor', async () => {
    await restoreSession();
    expect(getProfile).not.toHaveBeenCalled();
  });

  it('turns a stored token into a signed-in customer with a profile fetch', async () => {
    sessionStore.getState().signIn('tok', 7, null);
    jest.mocked(getProfile).mockResolvedValue(ada);
    const heard = jest.fn();
    const off = bus.on('auth:logged-in', heard);
    await restoreSession();
    expect(getProfile).toHaveBeenCalledWith({ silent: true, signal: expect.any(AbortSignal) });
    expect(sessionStore.getState().customer).toEqual(ada);
    expect(heard).toHaveBeenCalledWith({ customerId: 7, via: 'profile' });
    off();
  });

  it('keeps the stored session when the fetch fails for a reason other than authorisation', async () => {
    sessionStore.getState().signIn('tok', 7, null);
    jest.mocked(getProfile).mockRejectedValue(new Error('offline'));
    await restoreSession();
    expect(sessionStore.getState().token).toBe('tok');
  });
});
