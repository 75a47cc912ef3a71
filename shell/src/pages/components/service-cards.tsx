/**
 * Cards that send the customer on to another part of the site (a service, the marketplace, a
 * form). The whole card is one link, named by its title, with an optional "from" price.
 */
import type { CountryCode } from '@jara/contracts/constants';
import { Price, currencyForCountry } from '@jara/ui/price';
import { SiteLink } from '../../features/navigation/site-link';
import { PricePlaceholder } from './price-placeholder';
import styles from './service-cards.module.css';

export interface ServiceCard {
  title: string;
  body: string;
  to: string;
  /**
   * Shown as "from <price>" in the country's currency; while the price loads, a placeholder of
   * its size; when it could not be had, a pointer to the page that has it. Pages give it through
   * PricedCards, from what is sold, never as a number of their own.
   */
  fromPrice?: number | 'loading' | 'unavailable';
  priceUnit?: string;
}

function FromPrice({ card, country }: { card: ServiceCard; country: CountryCode }) {
  if (card.fromPrice === undefined) return null;
  if (card.fromPrice === 'unavailable') {
    return <span className={`${styles.price} ${styles.unit}`}>See prices</span>;
  }
  return (
    <span className={styles.price}>
      {card.fromPrice === 'loading' ? (
        <>
          <span className={styles.unit}>from </span>
          <PricePlaceholder />
        </>
      ) : (
        <Price amount={card.fromPrice} currency={currencyForCountry(country)} prefix="from" />
      )}
      {card.priceUnit ? <span className={styles.unit}> {card.priceUnit}</span> : null}
    </span>
  );
}

export function ServiceCards({ cards, country }: { cards: ServiceCard[]; country: CountryCode }) {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.title}>
          <SiteLink to={card.to} className={styles.card}>
            <span className={styles.title}>{card.title}</span>
            <span className={styles.body}>{card.body}</span>
            <FromPrice card={card} country={country} />
            <span className={styles.more} aria-hidden="true">
              →
            </span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
