/**
 * Where the customer is and whether we deliver there. Two countries live here: the customer's
 * choice of where to shop (`chosenCountry`, remembered on the device) and the country in effect
 * (`country`): a page that belongs to a country (a /ke page, or its Nigerian twin) shows that
 * country, and every other page (the marketplace, the account) the customer's choice. The country
 * in effect is the `location` header of every API call and the `country` every remote is given,
 * so reading a Kenyan post is Kenyan through and through without moving where the customer shops.
 */
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { COUNTRY_CODES, DEFAULT_COUNTRY, type CountryCode } from '@jara/contracts/constants';
import type { BusinessType, UserLocation } from '@jara/contracts/entities';
import { deviceStorage, STORAGE_KEYS } from './persisted';

export interface LocationState {
  /** The country in effect: the page's own where it has one, else the customer's choice. */
  country: CountryCode;
  /** Where the customer shops: changed only by the customer (the country switch, or "Shop in Kenya?"). */
  chosenCountry: CountryCode;
  /** The country of the page shown, when the page decides it; null where the choice does. */
  pageCountry: CountryCode | null;
  userLocation: UserLocation;
  deliveryAvailable: boolean;
  canDeliver: number | null;
  closestLocationName: string | null;
  deliveryTime: { min: number; max: number } | null;
  price: number | null;
  businessTypes: BusinessType[];
}

export interface LocationActions {
  /** The customer's choice, in effect at once wherever the page does not decide. */
  setCountry(country: CountryCode): void;
  /** The page's own country, or null for a page that follows the choice; the choice stays. */
  setPageCountry(country: CountryCode | null): void;
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
} satisfies Omit<LocationState, 'country' | 'chosenCountry' | 'pageCountry'>;

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

const validCountry = (value: unknown) => (isCountryCode(value) ? value : null);

/**
 * What the device keeps: the place, and the choice under the name `country`, the name it has
 * always had there, so a device keeps its choice across this change and a tab still on an older
 * build reads the choice, never a country some page imposed.
 */
type Persisted = Omit<LocationState, 'chosenCountry' | 'pageCountry'>;

export const locationStore = createStore<LocationState & LocationActions>()(
  persist(
    (set, get) => ({
      country: DEFAULT_COUNTRY,
      chosenCountry: DEFAULT_COUNTRY,
      pageCountry: null,
      ...noPlace,
      setCountry: (country) => {
        const chosenCountry = validCountry(country) ?? DEFAULT_COUNTRY;
        set({ chosenCountry, country: get().pageCountry ?? chosenCountry });
      },
      setPageCountry: (country) => {
        const pageCountry = validCountry(country);
        if (pageCountry === get().pageCountry) return;
        set({ pageCountry, country: pageCountry ?? get().chosenCountry });
      },
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
      partialize: ({ chosenCountry, pageCountry: _page, ...rest }): Persisted => ({
        ...rest,
        country: chosenCountry,
      }),
      merge: (persisted, current) => {
        const { country: saved, ...place } = (persisted ?? {}) as Partial<Persisted>;
        const chosenCountry = validCountry(saved) ?? current.chosenCountry;
        return {
          ...current,
          ...place,
          chosenCountry,
          country: current.pageCountry ?? chosenCountry,
        };
      },
    },
  ),
);
