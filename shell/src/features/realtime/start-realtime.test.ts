import { bus } from '@jara/bus';
import { sessionStore } from '@jara/state/session-store';
import { RealtimeConnection } from './realtime-connection';
import { startRealtime } from './start-realtime';

jest.mock('./realtime-connection');
const Connection = jest.mocked(RealtimeConnection);

const config = {
  key: 'k',
  wsHost: 'localhost',
  wsPort: 1,
  forceTLS: false,
  authEndpoint: 'http://x.test/auth',
};

describe('startRealtime', () => {
  beforeEach(() => {
    Connection.mockClear();
    jest.mocked(Connection.prototype.connect).mockResolvedValue(undefined);
    sessionStore.getState().clear();
  });

  it('connects after login and disconnects on logout', () => {
    startRealtime(config);
    const connection = Connection.mock.instances[0]!;
    expect(connection.connect).not.toHaveBeenCalled();
    sessionStore.getState().signIn('tok', 7, null);
    bus.emit('auth:logged-in', { customerId: 7, via: 'login' });
    expect(connection.connect).toHaveBeenCalledWith(7, 'tok');
    bus.emit('auth:logged-out', { reason: 'logout' });
    expect(connection.disconnect).toHaveBeenCalled();
  });

  it('connects at start for a customer who is already signed in', () => {
    sessionStore.getState().signIn('tok', 9, null);
    startRealtime(config);
    expect(Connection.mock.instances[0]!.connect).toHaveBeenCalledWith(9, 'tok');
  });
});
