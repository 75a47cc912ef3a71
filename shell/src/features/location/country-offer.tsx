/**
 * "Shop in Kenya?": on a shopping page, to a customer who was just reading the other country's
 * pages. Reading never moves where the customer shops, so the marketplace asks, once, in a band
 * under the header that leaves the page usable (not a modal over it). Either answer is kept:
 * "Yes" is the customer's choice of country; "Stay" is remembered so the question does not
 * come back. Focus then goes to the delivery location, the next thing a shopper sets.
 */
import { useId } from 'react';
import type { CountryCode } from '@jara/contracts/constants';
import { locationStore } from '@jara/state/location-store';
import { useStore } from '@jara/state/use-store';
import { Button } from '@jara/ui/button';
import { changeCountry } from './change-country';
import { countryOfferStore } from './country-offer-store';
import { LOCATION_BUTTON_ID } from './location-button';
import { useCountryOffer } from './use-country-offer';
import { COUNTRY_NAMES } from './use-supported-countries';
import styles from './country-offer.module.css';

function answer(offered: CountryCode, shopThere: boolean): void {
  countryOfferStore.getState().markAsked(offered);
  if (shopThere) changeCountry(offered);
  document.getElementById(LOCATION_BUTTON_ID)?.focus();
}

export function CountryOffer() {
  const offered = useCountryOffer();
  const chosen = useStore(locationStore, (state) => state.chosenCountry);
  const headingId = useId();
  if (!offered) return null;
  const there = COUNTRY_NAMES[offered];
  const here = COUNTRY_NAMES[chosen];
  return (
    <section className={styles.offer} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div>
          <h2 id={headingId} className={styles.heading}>
            Shop in {there}?
          </h2>
          <p className={styles.text}>
            You were reading our pages for {there}. The stores and prices here are for {here}.
          </p>
        </div>
        <div className={styles.actions}>
          <Button size="sm" onClick={() => answer(offered, true)}>
            Yes, shop in {there}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => answer(offered, false)}>
            Stay in {here}
          </Button>
        </div>
      </div>
    </section>
  );
}
