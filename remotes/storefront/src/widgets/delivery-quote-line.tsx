/**
 * What delivery costs and takes, as a store card says it: for the customer's place, the quote
 * checkout will charge ("Delivery ₦1,800 · 35–50 min"); before a place is chosen, the store's
 * starting fee ("Delivery from ₦1,500"); nothing for a store that does not deliver there (the
 * card says that instead).
 */
import type { Vendor } from '@jara/contracts/entities';
import { Price } from '@jara/ui/price';
import { deliveryTimeText } from './delivery-time';

export function DeliveryQuoteLine({ vendor, className }: { vendor: Vendor; className?: string }) {
  const quote = vendor.delivery_quote;
  if (quote) {
    return (
      <p className={className}>
        Delivery <Price amount={quote.fee} currency={vendor.currency} /> ·{' '}
        {deliveryTimeText(quote.time_min, quote.time_max)}
      </p>
    );
  }
  if (vendor.delivers_to_customer === false) return null;
  return (
    <p className={className}>
      Delivery from <Price amount={vendor.delivery_fee} currency={vendor.currency} />
    </p>
  );
}
