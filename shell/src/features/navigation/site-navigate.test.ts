import { bus } from '@jara/bus';
import { createSiteNavigate } from './site-navigate';

describe('site navigate', () => {
  const router = { navigate: jest.fn(() => Promise.resolve()) };
  const leave = jest.fn();
  const navigate = createSiteNavigate(router.navigate, leave);

  beforeEach(() => jest.clearAllMocks());

  it('navigates inside the site through the router, without leaving the document', () => {
    navigate('/stores/mama-put?tab=menu');
    expect(router.navigate).toHaveBeenCalledWith('/stores/mama-put?tab=menu', {
      replace: false,
    });
    expect(leave).not.toHaveBeenCalled();
  });

  it('leaves the site only with permission', () => {
    navigate('https://wa.me/2348000000000', { external: true });
    expect(leave).toHaveBeenCalledWith('https://wa.me/2348000000000');
  });

  it('refuses with an error toast and throws, for an external URL without permission', () => {
    const toasts: unknown[] = [];
    const off = bus.on('toast:show', (toast) => toasts.push(toast));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => navigate('https://phish.example')).toThrow(/not allowed/);
    expect(() => navigate('javascript:alert(1)', { external: true })).toThrow(/protocol/);
    expect(toasts).toEqual([
      expect.objectContaining({ kind: 'error' }),
      { kind: 'error', message: "Cannot navigate to a URL with 'javascript:' protocol." },
    ]);
    expect(router.navigate).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
    off();
    error.mockRestore();
  });
});
