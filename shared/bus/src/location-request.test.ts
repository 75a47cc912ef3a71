import type { PickedPlace } from '@jara/contracts/bus-events';
import { bus } from './event-bus';
import { requestLocationPick } from './location-request';

const yaba: PickedPlace = {
  latitude: 6.5,
  longitude: 3.37,
  address: 'Yaba',
  customer_address: 'Yaba, Lagos',
  locationArea: null,
};

describe('requestLocationPick', () => {
  it('asks the shell for the picker and resolves with the place of that request only', async () => {
    const titles: (string | undefined)[] = [];
    const off = bus.on('location:pick-requested', ({ requestId, title }) => {
      titles.push(title);
      bus.emit('location:pick-settled', { requestId: 'someone-else', place: null });
      bus.emit('location:pick-settled', { requestId, place: yaba });
    });

    await expect(requestLocationPick('Add an address')).resolves.toEqual(yaba);
    expect(titles).toEqual(['Add an address']);
    off();
  });

  it('resolves null when the customer closes the picker', async () => {
    const off = bus.on('location:pick-requested', ({ requestId }) =>
      bus.emit('location:pick-settled', { requestId, place: null }),
    );
    await expect(requestLocationPick()).resolves.toBeNull();
    off();
  });
});
