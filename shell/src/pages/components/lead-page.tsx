/**
 * The body of every lead page (signup, gifting, diet, business, events, vendor forms): why to
 * fill the form on one side, the form in a card on the other. Stacks on phones, form second.
 */
import type { ReactNode } from 'react';
import { CheckList } from './check-list';
import styles from './lead-page.module.css';

export interface LeadPageProps {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** What the customer gets or what happens after they send the form. */
  points: string[];
  formTitle: string;
  form: ReactNode;
  aside?: ReactNode;
  /** 2 when the lead block sits under a page that already has its own h1. */
  headingLevel?: 1 | 2;
}

export function LeadPage({
  eyebrow,
  title,
  intro,
  points,
  formTitle,
  form,
  aside,
  headingLevel = 1,
}: LeadPageProps) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const FormTitle = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <Title className={styles.title}>{title}</Title>
          <p className={styles.intro}>{intro}</p>
          <CheckList items={points} />
          {aside ? <div className={styles.aside}>{aside}</div> : null}
        </div>
        <section className={styles.card} aria-label={formTitle}>
          <FormTitle className={styles.formTitle}>{formTitle}</FormTitle>
          {form}
        </section>
      </div>
    </div>
  );
}
