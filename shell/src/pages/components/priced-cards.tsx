/**
 * Service cards whose "from" prices come from what is sold (see from-price-source.ts): a
 * placeholder of the price's size while the prices load, and when they fail, a pointer to the
 * page that has them and one calm message with Try again.
 */
import type { CountryCode } from '@jara/contracts/constants';
import { LoadError } from '@jara/ui/load-error';
import { fromPrice, soldNeeds, type FromPriceSource, type SoldPrices } from '../from-price-source';
import { useSoldPrices } from '../use-sold-prices';
import { ServiceCards, type ServiceCard } from './service-cards';

export type PricedCard = Omit<ServiceCard, 'fromPrice' | 'priceUnit'> & {
  from?: FromPriceSource;
};

function withPrice({ from, ...card }: PricedCard, sold: SoldPrices): ServiceCard {
  if (!from) return card;
  const price = fromPrice(from, sold);
  return { ...card, fromPrice: price.amount, priceUnit: price.unit };
}

export function PricedCards({ cards, country }: { cards: PricedCard[]; country: CountryCode }) {
  const sold = useSoldPrices(
    country,
    soldNeeds(cards.flatMap((card) => (card.from ? [card.from] : []))),
  );
  return (
    <>
      <ServiceCards cards={cards.map((card) => withPrice(card, sold))} country={country} />
      {sold.failed ? (
        <LoadError message="We could not load today’s prices." onRetry={sold.retry} />
      ) : null}
    </>
  );
}
