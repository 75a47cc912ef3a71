/** One ready-made plan: what it is, what it includes in words, its price, and a way to take it. */
import type { PlanOffer } from '@jara/contracts/plans';
import { Button } from '@jara/ui/button';
import { Price } from '@jara/ui/price';
import { choiceDetails } from '../plan-summary/describe-choice';
import styles from './plan-offers.module.css';

export function OfferCard({ offer, onChoose }: { offer: PlanOffer; onChoose: () => void }) {
  const { price } = offer;
  return (
    <li className={styles.card}>
      <h3 className={styles.name}>{offer.name}</h3>
      <p className={styles.description}>{offer.description}</p>
      <p className={styles.details}>{choiceDetails(offer.choice)}</p>
      <p className={styles.price}>
        <Price
          amount={price.total}
          currency={price.currency}
          was={price.discount_amount > 0 ? price.total + price.discount_amount : undefined}
        />
        <span className={styles.per}> {price.kind === 'plan' ? 'a month' : 'once'}</span>
      </p>
      <Button block size="lg" onClick={onChoose}>
        Choose {offer.name}
      </Button>
    </li>
  );
}
