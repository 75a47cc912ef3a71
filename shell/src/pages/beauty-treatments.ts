/** Beauty treatments in Nairobi: the beauty page lists them, and the home page quotes the cheapest. */
import type { PricingPlan } from './components/pricing-cards';
import { signupFor } from './site-paths';

export const BEAUTY_BOOK = { label: 'Book this', to: signupFor('beauty') };

export const BEAUTY_TREATMENTS: PricingPlan[] = [
  {
    name: 'Gel manicure',
    amount: 1500,
    unit: 'a session',
    summary: 'Shaping, cuticle care and gel polish that lasts two weeks.',
    includes: ['About 60 minutes', 'Hygienic single-use files', 'Over 40 colours'],
    cta: BEAUTY_BOOK,
  },
  {
    name: 'Knotless braids',
    amount: 4500,
    unit: 'a session',
    summary: 'Medium knotless braids, mid-back length, hair included.',
    includes: ['4 to 6 hours', 'Braiders rated 4.7 and above', 'Hair included'],
    cta: BEAUTY_BOOK,
    featured: true,
  },
  {
    name: 'Event make-up',
    amount: 3500,
    unit: 'a look',
    summary: 'Full glam or a soft natural look for weddings, dinners and shoots.',
    includes: ['Lashes included', 'Skin prep', 'Touch-up kit to keep'],
    cta: BEAUTY_BOOK,
  },
];
