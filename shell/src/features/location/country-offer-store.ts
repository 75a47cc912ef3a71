/**
 * The countries the marketplace has offered the customer ("Shop in Kenya?"), remembered on the
 * device: the question is asked once, and "Stay in Nigeria" is an answer that holds.
 */
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import type { CountryCode } from '@jara/contracts/constants';
import { isCountryCode } from '@jara/state/location-store';
import { deviceStorage } from '@jara/state/persisted';

interface CountryOfferState {
  asked: CountryCode[];
  markAsked(country: CountryCode): void;
}

export const countryOfferStore = createStore<CountryOfferState>()(
  persist(
    (set, get) => ({
      asked: [],
      markAsked: (country) => {
        if (!get().asked.includes(country)) set({ asked: [...get().asked, country] });
      },
    }),
    {
      name: 'jara.country-offers',
      storage: deviceStorage,
      partialize: ({ asked }) => ({ asked }),
      // Device storage is anyone's to edit: only country codes count as asked.
      merge: (persisted, current) => {
        const { asked } = (persisted ?? {}) as { asked?: unknown };
        return { ...current, asked: Array.isArray(asked) ? asked.filter(isCountryCode) : [] };
      },
    },
  ),
);
