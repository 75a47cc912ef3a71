/**
 * The codes the customer could use on this cart, under the code field: those that apply first,
 * each with its saving and one tap to use it, the others with the server's reason. Worked out
 * by the server with the rule the order is priced by, so a listed saving is the one charged.
 */
import { useQuery } from '@tanstack/react-query';
import type { Cart } from '@jara/contracts/entities';
import { checkoutOffersQuery } from '@jara/query/checkout-queries';
import { Button } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { formatPrice } from '@jara/ui/price';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { cartVersion } from './cart-version';
import styles from './checkout-offers.module.css';

export function CheckoutOffers({ cart, onApply }: { cart: Cart; onApply: (code: string) => void }) {
  const offers = useQuery(checkoutOffersQuery(cart.uuid, cartVersion(cart)));
  if (offers.isPending) {
    return (
      <SkeletonGroup label="Loading your codes and offers">
        <Skeleton height="3rem" />
      </SkeletonGroup>
    );
  }
  if (offers.isError) {
    return (
      <LoadError
        message="We could not load your codes and offers."
        onRetry={() => void offers.refetch()}
      />
    );
  }
  if (offers.data.length === 0) {
    return <p className={styles.none}>You have no codes or offers for this order.</p>;
  }
  return (
    <section className={styles.offers} aria-labelledby="checkout-offers">
      <h3 id="checkout-offers" className={styles.heading}>
        Your codes and offers
      </h3>
      <ul className={styles.list}>
        {offers.data.map((offer) => (
          <li key={offer.code} className={styles.offer} data-applies={offer.applies}>
            <span className={styles.text}>
              <span className={styles.code}>{offer.code}</span>
              <span>{offer.title}</span>
              {offer.applies ? (
                <span className={styles.saving}>
                  Saves {formatPrice(offer.discount_amount ?? 0, cart.currency)}
                </span>
              ) : null}
              {offer.reason ? <span className={styles.reason}>{offer.reason}</span> : null}
            </span>
            {offer.applies ? (
              <Button size="sm" variant="secondary" onClick={() => onApply(offer.code)}>
                Use {offer.code}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
