/** One section of the search results, titled, with its "see all" beside the title. */
import { useId, type ReactNode } from 'react';
import layout from '../../widgets/listing-page.module.css';

export interface ResultSectionProps {
  heading: string;
  action: ReactNode;
  children: ReactNode;
}

export function ResultSection({ heading, action, children }: ResultSectionProps) {
  const headingId = useId();
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <div className={layout.sectionHeader}>
        <h2 id={headingId} className={layout.heading}>
          {heading}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
