/**
 * The error page, in the 404 layout (spec section 2): the heading, the text and a "Back to home"
 * button to `/`, with what went wrong underneath.
 */
import { NotFoundLayout } from '../layouts/not-found-layout';
import styles from './error-page.module.css';

interface Props {
  statusCode: number;
  /** Short name of the problem, e.g. "Page Not Found". */
  title: string;
  /** The detail line, e.g. "Page not found: /nowhere". */
  message: string;
  /** Somewhere better than home to go next (every store, every curation). */
  link?: { href: string; label: string } | undefined;
  /** `prose` for a screen's own words; a path or an error's text stays as the machine wrote it. */
  messageKind?: 'technical' | 'prose';
}

export function ErrorPage({ statusCode, title, message, link, messageKind = 'technical' }: Props) {
  return (
    <NotFoundLayout>
      <div className={styles.content} aria-labelledby="error-heading">
        <p className={styles.code} aria-hidden="true">
          {statusCode}
        </p>
        <h1 id="error-heading" className={styles.heading}>
          something went wrong.
        </h1>
        <p className={styles.text}>We couldn’t find the page you’re looking for...</p>
        <section className={styles.detail} aria-label="What went wrong">
          <h2>{title}</h2>
          <p
            data-testid="error-message"
            className={messageKind === 'technical' ? styles.technical : undefined}
          >
            {message}
          </p>
          {/* A full document load, as "Back to home" is. */}
          {link ? <a href={link.href}>{link.label}</a> : null}
        </section>
        {/* A full document load: after an error the app's state is not trusted. */}
        <button type="button" className={styles.home} onClick={() => window.location.assign('/')}>
          Back to home
        </button>
      </div>
    </NotFoundLayout>
  );
}
