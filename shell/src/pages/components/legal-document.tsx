/**
 * A legal page: title, last-updated date, a table of contents and numbered sections that the
 * contents link to, set in a comfortable reading width.
 */
import type { ReactNode } from 'react';
import styles from './legal-document.module.css';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

export interface LegalDocumentProps {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  return (
    <article className={styles.document}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.updated}>Last updated {updated}</p>
        <div className={styles.intro}>{intro}</div>
      </header>
      <nav className={styles.contents} aria-label="Contents">
        <h2 className={styles.contentsHeading}>Contents</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} className={styles.section}>
          <h2 className={styles.heading}>
            {index + 1}. {section.heading}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
