/**
 * Cards that send the customer on to another part of the site (a service, the marketplace, a
 * form). The whole card is one link, named by its title, with an optional "from" price. A card
 * whose screen is not built yet (`to` absent) shows the same words without a link.
 */
import type { CountryCode } from '@jara/contracts/constants';
import { Price, currencyForCountry } from '@jara/ui/price';
import type { ReactNode } from 'react';
import { SiteLink } from '../../features/navigation/site-link';
import styles from './service-cards.module.css';

export interface ServiceCard {
  title: string;
  body: string;
  to?: string;
  /** Shown as "from <price>" in the country's currency. */
  fromPrice?: number;
  priceUnit?: string;
}

function CardFrame({ to, children }: { to: string | undefined; children: ReactNode }) {
  return to ? (
    <SiteLink to={to} className={styles.card}>
      {children}
    </SiteLink>
  ) : (
    <div className={styles.card}>{children}</div>
  );
}

export function ServiceCards({ cards, country }: { cards: ServiceCard[]; country: CountryCode }) {
  const currency = currencyForCountry(country);
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.title}>
          <CardFrame to={card.to}>
            <span className={styles.title}>{card.title}</span>
            <span className={styles.body}>{card.body}</span>
            {card.fromPrice !== undefined ? (
              <span className={styles.price}>
                <Price amount={card.fromPrice} currency={currency} prefix="from" />
                {card.priceUnit ? <span className={styles.unit}> {card.priceUnit}</span> : null}
              </span>
            ) : null}
            {card.to ? (
              <span className={styles.more} aria-hidden="true">
                →
              </span>
            ) : null}
          </CardFrame>
        </li>
      ))}
    </ul>
  );
}
