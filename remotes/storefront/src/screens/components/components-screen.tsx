/**
 * The components page (/jara-for-web/components): the living catalogue of @jara/ui, the page a
 * squad opens before building a screen. Each primitive has its heading, its import line and a
 * specimen of each state; the contents link to each. Open to visitors.
 */
import type { ScreenProps } from '@jara/parcel/remote-routes';
import frame from '../../widgets/screen-frame.module.css';
import { CATALOGUE } from './catalogue';
import { CatalogueSection, sectionId } from './catalogue-section';
import styles from './catalogue.module.css';

export function ComponentsScreen({ title }: ScreenProps) {
  return (
    <div className={frame.screen}>
      <header className={frame.header}>
        <h1 className={frame.title}>{title}</h1>
        <p className={frame.note}>
          Every primitive of <code>@jara/ui</code> in each of its states. Build screens from these,
          so every squad&apos;s screen looks and behaves like one site.
        </p>
      </header>
      <nav aria-label="Components">
        <ul className={styles.contents}>
          {CATALOGUE.map((entry) => (
            <li key={entry.module}>
              <a href={`#${sectionId(entry.module)}`}>{entry.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      {CATALOGUE.map(({ Specimens, ...entry }) => (
        <CatalogueSection key={entry.module} {...entry}>
          <Specimens />
        </CatalogueSection>
      ))}
    </div>
  );
}
