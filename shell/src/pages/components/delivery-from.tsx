/**
 * A sentence that quotes the lowest delivery fee a store charges, as the marketplace works it out
 * (never a number in the copy); the sentence without it when the fee is not to be had.
 */
import { createElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { pricesFromQuery } from '@jara/query/prices-from-queries';
import { formatPrice } from '@jara/ui/price';
import { useSiteCountry } from '../use-site-country';
import { PricePlaceholder } from './price-placeholder';

export interface DeliveryFromProps {
  before: string;
  after: string;
  /** The whole sentence without the fee: the call failed, or no store delivers. */
  otherwise: string;
}

export function DeliveryFrom({ before, after, otherwise }: DeliveryFromProps) {
  const prices = useQuery(pricesFromQuery(useSiteCountry()));
  if (prices.data) {
    const fee = prices.data.delivery_fee;
    if (fee === null) return otherwise;
    return `${before}${formatPrice(fee, prices.data.currency)}${after}`;
  }
  if (prices.isError && !prices.isFetching) return otherwise;
  return (
    <>
      {before}
      <PricePlaceholder />
      {after}
    </>
  );
}

/** For copy written in plain TypeScript: the sentence as an element. */
export const deliveryFrom = (props: DeliveryFromProps) => createElement(DeliveryFrom, props);
