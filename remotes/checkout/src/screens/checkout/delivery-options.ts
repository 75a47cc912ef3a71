/**
 * The places an order can go at checkout: the customer's saved addresses and the current
 * delivery location (unless it is one of them), and which one is chosen first: the default
 * saved address, else the current location.
 */
import type { SavedAddress } from '@jara/contracts/entities';
import type { DeliveryPoint } from './use-delivery-point';

export const CURRENT_LOCATION = 'current';
export const PICKUP = 'pickup';

export interface DeliveryOption {
  id: string;
  label: string;
  point: DeliveryPoint;
}

const samePlace = (address: SavedAddress, point: DeliveryPoint) =>
  address.latitude === point.latitude && address.longitude === point.longitude;

export function deliveryOptions(
  saved: readonly SavedAddress[],
  current: DeliveryPoint | null,
): DeliveryOption[] {
  const options: DeliveryOption[] = saved.map((address) => ({
    id: address.uuid,
    label: address.label,
    point: {
      latitude: address.latitude,
      longitude: address.longitude,
      address: address.address,
      dropOff: {
        street: address.street,
        building: address.building,
        landmark: address.landmark,
        phone: address.phone,
        instructions: address.instructions,
      },
    },
  }));
  if (current && !saved.some((address) => samePlace(address, current))) {
    options.push({ id: CURRENT_LOCATION, label: 'Current delivery location', point: current });
  }
  return options;
}

export function defaultOptionId(
  saved: readonly SavedAddress[],
  options: readonly DeliveryOption[],
  current: DeliveryPoint | null,
): string | null {
  const byDefault = saved.find((address) => address.is_default);
  if (byDefault) return byDefault.uuid;
  const matchingCurrent = current && saved.find((address) => samePlace(address, current));
  if (matchingCurrent) return matchingCurrent.uuid;
  return options.find((option) => option.id === CURRENT_LOCATION)?.id ?? options[0]?.id ?? null;
}
