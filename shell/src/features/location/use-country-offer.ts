/**
 * The country a shopping page offers the customer ("Shop in Kenya?"): the one they were last
 * reading in this visit, when it is not where they shop and they have not been asked about it.
 */
import type { CountryCode } from '@jara/contracts/constants';
import { locationStore } from '@jara/state/location-store';
import { useStore } from '@jara/state/use-store';
import { countryOfferStore } from './country-offer-store';
import { readingCountryStore } from './reading-country-store';

export function useCountryOffer(): CountryCode | null {
  const chosen = useStore(locationStore, (state) => state.chosenCountry);
  const readIn = useStore(readingCountryStore, (state) => state.readIn);
  const asked = useStore(countryOfferStore, (state) => state.asked);
  return readIn && readIn !== chosen && !asked.includes(readIn) ? readIn : null;
}
