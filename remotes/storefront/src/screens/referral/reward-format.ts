/** How the rewards screen writes dates, points and the customer's money. */
import { sessionStore } from '@jara/state/session-store';
import { useStore } from '@jara/state/use-store';
import { useParcelProps } from '@jara/parcel/parcel';
import { currencyForCountry, type CurrencyCode } from '@jara/ui/price';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const COUNT = new Intl.NumberFormat('en-GB');

export const rewardDate = (iso: string) => DAY.format(new Date(iso));

export const pointsText = (points: number) =>
  `${COUNT.format(points)} ${Math.abs(points) === 1 ? 'point' : 'points'}`;

/** Rewards are in the customer's wallet currency (their home country), not the page's. */
export function useRewardCurrency(): CurrencyCode {
  const { country } = useParcelProps();
  const home = useStore(sessionStore, (state) => state.customer?.domicile_location);
  return currencyForCountry(home ?? country);
}
