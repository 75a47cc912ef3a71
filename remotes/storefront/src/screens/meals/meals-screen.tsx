/** Meals (/stores/meals): dishes across the country's stores, each addable to its store's cart. */
import { useId } from 'react';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import layout from '../../widgets/listing-page.module.css';
import frame from '../../widgets/screen-frame.module.css';
import { PagedDishes } from '../../widgets/paged-dishes';

export function MealsScreen({ title }: ScreenProps) {
  const headingId = useId();
  return (
    <div className={frame.screen}>
      <h1 className={frame.title}>{title}</h1>
      <section className={layout.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={layout.heading}>
          Dishes from every store
        </h2>
        <PagedDishes words="" empty={<p>No store has dishes on its menu yet.</p>} />
      </section>
    </div>
  );
}
