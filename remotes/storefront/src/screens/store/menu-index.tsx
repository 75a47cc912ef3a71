/**
 * The menu's categories as a sticky index: each chip jumps to its category and moves focus to
 * its heading; the chip of the category being read is marked current and kept in view within
 * the row (the row scrolls sideways on a phone).
 */
import { useEffect, useRef } from 'react';
import { sectionId, type MenuSection } from './menu-sections';
import { useCurrentSection } from './use-current-section';
import styles from './menu-index.module.css';

const headingOf = (key: string) => document.getElementById(`${sectionId(key)}-title`);

function jumpTo(key: string) {
  const heading = headingOf(key);
  if (!heading) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  heading.scrollIntoView?.({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
}

export function MenuIndex({ sections }: { sections: MenuSection[] }) {
  const [current, setCurrent] = useCurrentSection(sections.map((each) => sectionId(each.key)));
  const row = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const chip = row.current?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!chip || !row.current) return;
    // Scrolls the row only: scrollIntoView would also stop the page's smooth scroll.
    row.current.scrollTo?.({ left: chip.offsetLeft - row.current.offsetLeft - 16 });
  }, [current]);

  return (
    <nav aria-label="Menu categories" className={styles.index}>
      <ul ref={row} className={styles.chips}>
        {sections.map((section) => (
          <li key={section.key}>
            <button
              type="button"
              className={styles.chip}
              aria-current={current === sectionId(section.key) ? 'true' : undefined}
              onClick={() => {
                setCurrent(sectionId(section.key));
                jumpTo(section.key);
              }}
            >
              {section.name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
