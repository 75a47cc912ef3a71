/**
 * One primitive of @jara/ui on the components page: its name as a heading, the import line a
 * squad copies, what it is for, and a specimen of each of its states. The section carries the
 * module it shows (`data-module`), which the page's test holds against the package's exports.
 */
import { useId, type ReactNode } from 'react';
import styles from './catalogue.module.css';

/** `@jara/ui/tokens.css` -> `ui-tokens`: the anchor the page's contents link to. */
export function sectionId(module: string): string {
  return `ui-${module
    .split('/')
    .pop()!
    .replace(/\.css$/, '')}`;
}

interface Props {
  name: string;
  module: string;
  /** The import line, when it is not `import { name } from module`. */
  importLine?: string;
  about: ReactNode;
  children: ReactNode;
}

export function CatalogueSection({ name, module, importLine, about, children }: Props) {
  const headingId = useId();
  return (
    <section
      id={sectionId(module)}
      aria-labelledby={headingId}
      className={styles.section}
      data-module={module}
    >
      <h2 id={headingId} className={styles.heading}>
        {name}
      </h2>
      <pre className={styles.importLine}>
        <code>{importLine ?? `import { ${name} } from '${module}';`}</code>
      </pre>
      <p className={styles.about}>{about}</p>
      <div className={styles.specimens}>{children}</div>
    </section>
  );
}

interface SpecimenProps {
  state: string;
  /** Spans the section's whole width (swatches, page bands). */
  wide?: boolean;
  children: ReactNode;
}

/** One state of a primitive, captioned with the state's name. */
export function Specimen({ state, wide = false, children }: SpecimenProps) {
  return (
    <figure className={wide ? `${styles.specimen} ${styles.wide}` : styles.specimen}>
      <div className={styles.stage}>{children}</div>
      <figcaption className={styles.caption}>{state}</figcaption>
    </figure>
  );
}
