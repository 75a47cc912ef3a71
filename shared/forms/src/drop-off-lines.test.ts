import type { DropOff } from '@jara/contracts/entities';
import { dropOffLines } from './drop-off-lines';

const full: DropOff = {
  street: '12 Admiralty Way',
  building: 'Block C, Flat 4',
  landmark: 'Opposite the filling station',
  phone: '+2348031112233',
  instructions: 'Call on arrival',
};
const none: DropOff = {
  street: null,
  building: null,
  landmark: null,
  phone: null,
  instructions: null,
};

describe('dropOffLines', () => {
  it('lists the building, landmark, phone and instructions in reading order; the street is in the address line', () => {
    expect(dropOffLines(full, '12 Admiralty Way, Lekki Phase 1')).toEqual([
      { term: 'Building or estate', text: 'Block C, Flat 4' },
      { term: 'Landmark', text: 'Opposite the filling station' },
      { term: 'Phone for the rider', text: '+2348031112233' },
      { term: 'Delivery instructions', text: 'Call on arrival' },
    ]);
  });

  it('names the street first when the address line does not start with it', () => {
    expect(dropOffLines({ ...none, street: '12 Admiralty Way' }, 'Lekki Phase 1, Lagos')).toEqual([
      { term: 'Street', text: '12 Admiralty Way' },
    ]);
  });

  it('has nothing to add without a drop-off, or with an empty one', () => {
    expect(dropOffLines(null, 'Lekki Phase 1')).toEqual([]);
    expect(dropOffLines({ ...none, street: '', landmark: '' }, 'Lekki Phase 1')).toEqual([]);
  });

  it('keeps hostile text as it is, for React to show as text', () => {
    const text = '<img src=x onerror=alert(1)>';
    expect(dropOffLines({ ...none, street: text, instructions: text }, 'Ikoyi')).toEqual([
      { term: 'Street', text },
      { term: 'Delivery instructions', text },
    ]);
  });
});
