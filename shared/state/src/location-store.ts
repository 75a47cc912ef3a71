/**
 * Where the customer is and whether we deliver there. The country persists on the device and
 * becomes the `location` header of every API call.
 */
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { COUNTRY_CODES, DEFAULT_COUNTRY, type CountryCode } from '@jara/contracts/constants';
import type { BusinessType, UserLocation } from '@jara/contracts/entities';
import { deviceStorage, STORAGE_KEYS } from './persisted';

export interface LocationState {
  country: CountryCode;
  userLocation: UserLocation;
  deliveryAvailable: boolean;
  canDeliver: number | null;
  closestLocationName: string | null;
  deliveryTime: { min: number; max: number } | null;
  price: number | null;
  businessTypes: BusinessType[];
}

export interface LocationActions {
  setCountry(country: CountryCode): void;
  setUserLocation(location: UserLocation): void;
  setDeliveryCheck(canDeliver: number, closestLocationName: string | null): void;
  setDeliveryEstimate(time: { min: number; max: number } | null, price: number | null): void;
  setBusinessTypes(types: BusinessType[]): void;
  /** Forgets the place and every answer about it; the country stays. */
  resetLocation(): void;
}

export const emptyUserLocation: UserLocation = {
  longitude: null,
  latitude: null,
  address: '',
  locationArea: null,
  customer_address: '',
};

const noPlace = {
  userLocation: emptyUserLocation,
  deliveryAvailable: false,
  canDeliver: null,
  closestLocationName: null,
  deliveryTime: null,
  price: null,
  businessTypes: [],
} satisfies Omit<LocationState, 'country'>;

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

export const locationStore = createStore<LocationState & LocationActions>()(
  persist(
    (set) => ({
      country: DEFAULT_COUNTRY,
      ...noPlace,
      setCountry: (country) => set({ country: isCountryCode(country) ? country : DEFAULT_COUNTRY }),
      setUserLocation: (userLocation) => set({ userLocation }),
      setDeliveryCheck: (canDeliver, closestLocationName) =>
        set({ canDeliver, closestLocationName, deliveryAvailable: canDeliver > 0 }),
      setDeliveryEstimate: (deliveryTime, price) => set({ deliveryTime, price }),
      setBusinessTypes: (businessTypes) => set({ businessTypes }),
      resetLocation: () => set(noPlace),
    }),
    {
      name: STORAGE_KEYS.location,
      storage: deviceStorage,
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<LocationState>;
        return {
          ...current,
          ...saved,
          country: isCountryCode(saved.country) ? saved.country : current.country,
        };
      },
    },
  ),
);
