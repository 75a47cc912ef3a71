/** Where every lead form lands after it is sent: a thank-you and where to go next. */
import { BRAND } from '@jara/contracts/brand';
import type { CountryCode } from '@jara/contracts/constants';
import { pathTo } from '@jara/contracts/site-paths';
import { AppLink } from '@jara/parcel/app-link';
import { CheckArt } from './check-art';
import { OutcomeActions } from './outcome-actions';
import styles from './sign-up-successful.module.css';

function nextServices(country: CountryCode) {
  return [
    {
      title: 'Order food',
      body: 'Restaurants and home cooks near you.',
      to: pathTo('food', { country }),
    },
    {
      title: 'Book laundry',
      body: 'Picked up and back in 48 hours.',
      to: pathTo('laundry', { country }),
    },
    {
      title: 'Read the blog',
      body: `Recipes, quizzes and stories from the ${BRAND.name} kitchen.`,
      to: pathTo('blog', { country }),
    },
  ];
}

export function LeadThankYou({ country }: { country: CountryCode }) {
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>You are on the list</p>
          <h1 className={styles.title}>Thank you! We have your details.</h1>
          <p className={styles.lead}>
            Look out for an email from us: we will be in touch within one working day, or as soon as
            your service opens near you.
          </p>
          <OutcomeActions
            country={country}
            next={{ to: pathTo('stores', { country }), label: 'Browse the marketplace' }}
          />
        </div>
        <div className={styles.art}>
          <CheckArt />
        </div>
      </section>
      <section className={styles.next} aria-labelledby="while-you-wait">
        <h2 id="while-you-wait" className={styles.nextHeading}>
          While you wait
        </h2>
        <ul className={styles.cards}>
          {nextServices(country).map((card) => (
            <li key={card.title} className={styles.card}>
              <AppLink to={card.to} className={styles.cardLink}>
                <span className={styles.cardTitle}>{card.title}</span>
                <span>{card.body}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
