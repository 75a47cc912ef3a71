/**
 * Cards that send the customer on to another part of the site (a service, the marketplace, a
 * form). The whole card is one link, named by its title, with an optional "from" price.
 */
import type { CountryCode } from '@jara/contracts/constants';
import { Price, currencyForCountry } from '@jara/ui/price';
import { SiteLink } from '../../features/navigation/site-link';
import styles from './service-cards.module.css';

export interface ServiceCard {
  title: string;
  body: string;
  to: string;
  /** Shown as "from <price>" in the country's currency. */
  fromPrice?: number;
  priceUnit?: string;
}

export function ServiceCards({ cards, country }: { cards: ServiceCard[]; country: CountryCode }) {
  const currency = currencyForCountry(country);
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.title}>
          <SiteLink to={card.to} className={styles.card}>
            <span className={styles.title}>{card.title}</span>
            <span className={styles.body}>{card.body}</span>
            {card.fromPrice !== undefined ? (
              <span className={styles.price}>
                <Price amount={card.fromPrice} currency={currency} prefix="from" />
                {card.priceUnit ? <span className={styles.unit}> {card.priceUnit}</span> : null}
              </span>
            ) : null}
            <span className={styles.more} aria-hidden="true">
              →
            </span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
