import { anOrder } from '@jara/testing/builders/order';
import { dropOffLines } from './drop-off-lines';

describe('dropOffLines', () => {
  it("lists the building, landmark, rider's phone and instructions; the street is in the address line", () => {
    expect(dropOffLines(anOrder())).toEqual([
      { term: 'Building or estate', text: 'Block C, Flat 4' },
      { term: 'Landmark', text: 'Opposite the filling station' },
      { term: 'Phone for the rider', text: '+2348031112233' },
      { term: 'Delivery instructions', text: 'Call on arrival' },
    ]);
  });

  it('names the street when the address line does not start with it', () => {
    const order = anOrder({
      delivery_address: 'Lekki Phase 1, Lagos',
      drop_off: {
        street: '12 Admiralty Way',
        building: null,
        landmark: null,
        phone: null,
        instructions: null,
      },
    });
    expect(dropOffLines(order)).toEqual([{ term: 'Street', text: '12 Admiralty Way' }]);
  });

  it('has nothing to add for an order without a drop-off, or a pickup', () => {
    expect(dropOffLines(anOrder({ drop_off: null }))).toEqual([]);
    expect(dropOffLines(anOrder({ delivery_type: 'pickup' }))).toEqual([]);
  });
});
