/** Every look and state of the site's buttons, and the link that looks like one. */
import { Button, ButtonLink } from '@jara/ui/button';
import { Specimen } from './catalogue-section';
import styles from './catalogue.module.css';

const VARIANTS = ['primary', 'secondary', 'ghost'] as const;

export function ButtonSpecimens() {
  return (
    <>
      {VARIANTS.map((variant) => (
        <Specimen key={variant} state={`variant="${variant}"`}>
          <Button variant={variant}>Add to cart</Button>
        </Specimen>
      ))}
      <Specimen state='variant="inverse", on the brand colour'>
        <div className={styles.brandStage}>
          <Button variant="inverse">Order now</Button>
        </div>
      </Specimen>
      <Specimen state='size="sm" | "md" | "lg"'>
        <Button size="sm">Small</Button>
        <Button size="md">Medium</Button>
        <Button size="lg">Large</Button>
      </Specimen>
      <Specimen state="loading: busy, ignores clicks">
        <Button loading>Placing order</Button>
      </Specimen>
      <Specimen state="disabled">
        <Button disabled>Checkout</Button>
      </Specimen>
      <Specimen state="block: the container's width">
        <Button block variant="secondary">
          Show more stores
        </Button>
      </Specimen>
      <Specimen state="ButtonLink: an anchor that looks like a button">
        <ButtonLink href="#ui-button" variant="secondary">
          Back to Button
        </ButtonLink>
      </Specimen>
    </>
  );
}
