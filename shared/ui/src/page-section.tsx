/**
 * A full-width band of a content page with a centred column and a heading. The heading labels
 * the section, so it shows up as a landmark region screen reader users can jump between.
 */
import { useId, type ReactNode } from 'react';
import styles from './page-section.module.css';

export type SectionTone = 'plain' | 'alt' | 'brand';

export interface PageSectionProps {
  heading: ReactNode;
  /** A short kicker line above the heading. */
  eyebrow?: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  tone?: SectionTone;
  headingLevel?: 2 | 3;
  id?: string;
  align?: 'start' | 'center';
}

export function PageSection({
  heading,
  eyebrow,
  intro,
  children,
  tone = 'plain',
  headingLevel = 2,
  id,
  align = 'start',
}: PageSectionProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section id={id} aria-labelledby={headingId} className={`${styles.section} ${styles[tone]}`}>
      <div className={`${styles.inner} ${styles[align]}`}>
        <header className={styles.header}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <Heading id={headingId} className={styles.heading}>
            {heading}
          </Heading>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
