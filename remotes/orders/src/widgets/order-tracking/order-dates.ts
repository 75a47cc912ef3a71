/**
 * How the drawer writes an order's dates and times: on the store's clock, as its arrival time
 * and the checkout's slots are, so one drawer never reads two clocks.
 */
import type { Currency } from '@jara/contracts/entities';
import { storeDate, storeTime } from '@jara/ui/slot-label';

export const orderDate = (iso: string, currency: Currency) => storeDate(iso, currency);

export const statusTime = (iso: string, currency: Currency) =>
  `${storeDate(iso, currency)}, ${storeTime(iso, currency)}`;
