/** The colour and spacing tokens, each drawn with its own custom property. */
import { useState } from 'react';
import { Specimen } from './catalogue-section';
import { readTokens } from './read-tokens';
import styles from './catalogue.module.css';

export function TokenSpecimens() {
  const [colours] = useState(() => readTokens('--jara-color-'));
  const [spacing] = useState(() => readTokens('--jara-space-'));
  return (
    <>
      <Specimen wide state="colours: var(--jara-color-…)">
        <ul className={styles.swatches} aria-label="Colours">
          {colours.map((token) => (
            <li key={token.name} className={styles.swatch}>
              <span className={styles.chip} style={{ background: `var(${token.name})` }} />
              <code>{token.name}</code>
              <span>{token.value}</span>
            </li>
          ))}
        </ul>
      </Specimen>
      <Specimen wide state="spacing: var(--jara-space-…)">
        <ul className={styles.swatches} aria-label="Spacing">
          {spacing.map((token) => (
            <li key={token.name} className={styles.swatch}>
              <span className={styles.bar} style={{ width: `var(${token.name})` }} />
              <code>{token.name}</code>
              <span>{token.value}</span>
            </li>
          ))}
        </ul>
      </Specimen>
    </>
  );
}
