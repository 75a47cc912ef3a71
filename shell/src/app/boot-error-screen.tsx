/**
 * Shown when the site cannot start (runtime config or registry missing or malformed): what is
 * wrong, in words an operator can act on, and a way to try again. Never a blank page.
 */
import { BRAND } from '@jara/contracts/brand';
import { BootError } from '../features/boot/boot-error';
import styles from './boot-error-screen.module.css';

export function BootErrorScreen({ error }: { error: unknown }) {
  const problems =
    error instanceof BootError
      ? error.problems
      : [error instanceof Error ? error.message : String(error)];
  const source = error instanceof BootError ? error.document : 'start-up';
  return (
    <main className={styles.screen} role="alert" data-testid="boot-error">
      <p className={styles.brand}>{BRAND.name}</p>
      <h1>The site could not start</h1>
      <p>
        Its configuration is not usable: <code>{source}</code>
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <button type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
