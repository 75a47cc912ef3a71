/**
 * Where a saved address is, as the address form holds it: the point and area the location
 * picker checked, and the part of the one-line address that comes after the street
 * ("Yaba, Lagos"). The street typed in the form and this place make the line a rider reads.
 */
import type { PickedPlace } from '@jara/contracts/bus-events';
import type { SavedAddress } from '@jara/contracts/entities';

export interface AddressPlace {
  latitude: number;
  longitude: number;
  area: string | null;
  /** The address line after the street; empty for a place with no name ("Current location"). */
  line: string;
  /** What the customer recognises the place by. */
  name: string;
}

export function placeFromPick(picked: PickedPlace): AddressPlace {
  return {
    latitude: picked.latitude,
    longitude: picked.longitude,
    area: picked.locationArea?.name ?? null,
    line: picked.customer_address,
    name: picked.address,
  };
}

export function placeOfAddress(saved: SavedAddress): AddressPlace {
  const streetPrefix = saved.street ? `${saved.street}, ` : null;
  const line =
    streetPrefix && saved.address.startsWith(streetPrefix)
      ? saved.address.slice(streetPrefix.length)
      : saved.address;
  return {
    latitude: saved.latitude,
    longitude: saved.longitude,
    area: saved.area,
    line,
    name: line || saved.area || saved.label,
  };
}

export function addressLine(street: string, place: AddressPlace): string {
  return [street, place.line].filter(Boolean).join(', ');
}
