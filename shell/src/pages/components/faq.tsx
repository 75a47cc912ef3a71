/**
 * Questions and answers as native disclosure widgets: keyboard and screen reader support comes
 * from the browser, and the answers stay in the page for search engines.
 */
import type { ReactNode } from 'react';
import styles from './faq.module.css';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.question} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <div className={styles.answer}>{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
