/**
 * The country of the last page the customer read that belongs to a country (see page-country),
 * for this visit: a reload or a typed address keeps it, a visit days later starts without it, so
 * an old read never makes the marketplace ask "Shop in Kenya?" out of the blue.
 */
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import type { CountryCode } from '@jara/contracts/constants';
import { isCountryCode } from '@jara/state/location-store';
import { tabStorage } from '@jara/state/persisted';

interface ReadingState {
  readIn: CountryCode | null;
  noteReading(country: CountryCode): void;
}

export const readingCountryStore = createStore<ReadingState>()(
  persist(
    (set, get) => ({
      readIn: null,
      noteReading: (country) => {
        if (get().readIn !== country) set({ readIn: country });
      },
    }),
    {
      name: 'jara.reading-country',
      storage: tabStorage,
      partialize: ({ readIn }) => ({ readIn }),
      // The tab's storage is the page's to write: anything but a country code is no reading.
      merge: (persisted, current) => {
        const { readIn } = (persisted ?? {}) as { readIn?: unknown };
        return { ...current, readIn: isCountryCode(readIn) ? readIn : null };
      },
    },
  ),
);
