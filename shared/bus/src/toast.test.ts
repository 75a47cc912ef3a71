import { bus } from './event-bus';
import { notify } from './toast';
import { analytics } from './analytics';

describe('bus facades', () => {
  it('raises toasts of each kind', () => {
    const seen: unknown[] = [];
    const off = bus.on('toast:show', (toast) => seen.push(toast));
    notify.success('Saved');
    notify.warning('Careful');
    notify.error('Failed');
    off();
    expect(seen).toEqual([
      { kind: 'success', message: 'Saved' },
      { kind: 'warning', message: 'Careful' },
      { kind: 'error', message: 'Failed' },
    ]);
  });

  it('forwards analytics calls as bus events', () => {
    const track = jest.fn();
    const identify = jest.fn();
    const person = jest.fn();
    const offs = [
      bus.on('analytics:track', track),
      bus.on('analytics:identify', identify),
      bus.on('analytics:set-person', person),
    ];
    analytics.track('cart emptied', { vendor: 'v1' });
    analytics.identify('42');
    analytics.setPersonProperties({ plan: 'gold' });
    offs.forEach((off) => off());
    expect(track).toHaveBeenCalledWith({ event: 'cart emptied', properties: { vendor: 'v1' } });
    expect(identify).toHaveBeenCalledWith({ distinctId: '42' });
    expect(person).toHaveBeenCalledWith({ properties: { plan: 'gold' } });
  });
});
