/** Money in each country's style, and the states a price can be in. */
import { Price } from '@jara/ui/price';
import { Specimen } from './catalogue-section';

export function PriceSpecimens() {
  return (
    <>
      <Specimen state='Nigeria: currency="NGN"'>
        <Price amount={2500} currency="NGN" />
        <Price amount={1500.5} currency="NGN" />
      </Specimen>
      <Specimen state='Kenya: currency="KES"'>
        <Price amount={450} currency="KES" />
        <Price amount={1299.99} currency="KES" />
      </Specimen>
      <Specimen state="was: a reduced price">
        <Price amount={2000} was={2500} currency="NGN" />
      </Specimen>
      <Specimen state='prefix="from"'>
        <Price amount={350} prefix="from" currency="KES" />
      </Specimen>
      <Specimen state="not a number: unavailable">
        <Price amount={Number.NaN} currency="NGN" />
      </Specimen>
    </>
  );
}
