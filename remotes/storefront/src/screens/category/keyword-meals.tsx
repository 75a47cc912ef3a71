/** The dishes matching the words of a category path (/stores/meals/{keywords}). */
import { useId } from 'react';
import { usePageMeta } from '@jara/parcel/page-meta';
import { useParcelProps } from '@jara/parcel/parcel';
import { pathTo } from '@jara/contracts/site-paths';
import { buttonClassName } from '@jara/ui/button';
import { AppLink } from '@jara/parcel/app-link';
import layout from '../../widgets/listing-page.module.css';
import frame from '../../widgets/screen-frame.module.css';
import { PagedDishes } from '../../widgets/paged-dishes';
import { keywordTitle, keywordWords } from './keyword-words';

export function KeywordMeals({ segment }: { segment: string }) {
  const { country } = useParcelProps();
  const headingId = useId();
  const words = keywordWords(segment);
  const title = words ? keywordTitle(words) : 'Meals';
  usePageMeta({ title });
  return (
    <div className={frame.screen}>
      <h1 className={frame.title}>{title}</h1>
      <section className={layout.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={layout.heading}>
          Dishes
        </h2>
        <PagedDishes
          words={words}
          empty={
            <>
              <p>No dish matches “{words}” yet.</p>
              <AppLink
                to={pathTo('meals', { country })}
                className={buttonClassName({ variant: 'secondary' })}
              >
                See every meal
              </AppLink>
            </>
          }
        />
      </section>
    </div>
  );
}
