/**
 * Questions and answers as native disclosure widgets: the browser gives keyboard and screen
 * reader support, and the answers stay in the prerendered page for search engines.
 */
import type { Question } from './landing-questions';
import styles from './question-list.module.css';

export function QuestionList({ questions }: { questions: Question[] }) {
  return (
    <div className={styles.list}>
      {questions.map((item) => (
        <details key={item.question} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
