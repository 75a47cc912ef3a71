/** The message above a form's button when the failure is not about one field. */
import styles from './form-error.module.css';

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  );
}
