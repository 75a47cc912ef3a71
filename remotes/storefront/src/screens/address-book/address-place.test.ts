import { aSavedAddress } from '@jara/testing/builders/address';
import { YABA } from '../../testing/address-fixtures';
import { addressLine, placeFromPick, placeOfAddress } from './address-place';

const home = aSavedAddress({ landmark: null });

describe('an address place', () => {
  it('takes the area and the line of a picked area', () => {
    expect(placeFromPick(YABA)).toEqual({
      latitude: 6.5095,
      longitude: 3.3711,
      area: 'Yaba',
      line: 'Yaba, Lagos',
      name: 'Yaba',
    });
  });

  it('builds the rider’s line from the street and the place', () => {
    expect(addressLine('3 Herbert Macaulay Way', placeFromPick(YABA))).toBe(
      '3 Herbert Macaulay Way, Yaba, Lagos',
    );
  });

  it('uses the street alone where the picked place has no name (the device’s position)', () => {
    const here = { ...YABA, address: 'Current location', customer_address: '', locationArea: null };
    expect(addressLine('3 Herbert Macaulay Way', placeFromPick(here))).toBe(
      '3 Herbert Macaulay Way',
    );
  });

  it('finds the place of a saved address behind its street, so a new street keeps the place', () => {
    const place = placeOfAddress(home);
    expect(place.line).toBe('Lekki Phase 1, Lagos');
    expect(addressLine('14 Admiralty Road', place)).toBe('14 Admiralty Road, Lekki Phase 1, Lagos');
  });

  it('keeps the whole line of an address whose line does not start with its street', () => {
    expect(placeOfAddress({ ...home, street: null }).line).toBe(home.address);
  });
});
