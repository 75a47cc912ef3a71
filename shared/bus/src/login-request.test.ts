import { bus } from './event-bus';
import { requestLogin } from './login-request';

describe('requestLogin', () => {
  it('asks the shell for the modal and resolves with the outcome of that request only', async () => {
    const asked: string[] = [];
    const off = bus.on('auth:login-required', ({ requestId, variant }) => {
      asked.push(variant);
      bus.emit('auth:login-settled', { requestId: 'someone-else', loggedIn: false });
      bus.emit('auth:login-settled', { requestId, loggedIn: true });
    });

    await expect(requestLogin('plan', 'add to cart')).resolves.toBe(true);
    expect(asked).toEqual(['plan']);
    off();
  });

  it('resolves false when the customer closes the modal', async () => {
    const off = bus.on('auth:login-required', ({ requestId }) =>
      bus.emit('auth:login-settled', { requestId, loggedIn: false }),
    );
    await expect(requestLogin()).resolves.toBe(false);
    off();
  });
});
