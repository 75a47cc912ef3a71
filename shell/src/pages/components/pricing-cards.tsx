/** Plans or packages side by side: a price in the country's currency, what is included, a CTA. */
import type { CountryCode } from '@jara/contracts/constants';
import { Price, currencyForCountry } from '@jara/ui/price';
import { CheckList } from './check-list';
import { CtaLink } from './cta-link';
import styles from './pricing-cards.module.css';

export interface PricingPlan {
  name: string;
  amount: number;
  /** "per week", "per guest"... */
  unit: string;
  summary: string;
  includes: string[];
  cta: { label: string; to: string };
  featured?: boolean;
}

export function PricingCards({ plans, country }: { plans: PricingPlan[]; country: CountryCode }) {
  const currency = currencyForCountry(country);
  return (
    <ul className={styles.grid}>
      {plans.map((plan) => (
        <li key={plan.name} className={`${styles.card} ${plan.featured ? styles.featured : ''}`}>
          {plan.featured ? <p className={styles.badge}>Most popular</p> : null}
          <h3 className={styles.name}>{plan.name}</h3>
          <p className={styles.summary}>{plan.summary}</p>
          <p className={styles.price}>
            <Price amount={plan.amount} currency={currency} />
            <span className={styles.unit}> {plan.unit}</span>
          </p>
          <CheckList items={plan.includes} />
          <div className={styles.cta}>
            <CtaLink to={plan.cta.to} variant={plan.featured ? 'primary' : 'secondary'} block>
              {plan.cta.label}
            </CtaLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
