/** The content page's band, and words for screen readers only. */
import { PageSection } from '@jara/ui/page-section';
import { VisuallyHidden } from '@jara/ui/visually-hidden';
import { Specimen } from './catalogue-section';
import styles from './catalogue.module.css';

const TONES = ['plain', 'alt', 'brand'] as const;

export function PageSectionSpecimens() {
  return (
    <>
      {TONES.map((tone) => (
        <Specimen wide key={tone} state={`tone="${tone}"`}>
          <div className={styles.framed}>
            <PageSection
              tone={tone}
              headingLevel={3}
              eyebrow="Marketplace"
              heading={`Fresh meals (${tone})`}
              intro="Order from kitchens near you."
            />
          </div>
        </Specimen>
      ))}
    </>
  );
}

export function VisuallyHiddenSpecimens() {
  return (
    <Specimen state='a bell that says "Unread: 3 notifications" to a screen reader'>
      <p>
        <span aria-hidden="true">🔔 3</span>
        <VisuallyHidden>Unread: 3 notifications</VisuallyHidden>
      </p>
    </Specimen>
  );
}
