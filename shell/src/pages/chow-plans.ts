/** Chow's weekly plans: the Chow page lists them, and the home page quotes the cheapest. */
import type { PricingPlan } from './components/pricing-cards';
import { signupFor } from './site-paths';

export const CHOW_START = { label: 'Start my plan', to: signupFor('chow') };

export const CHOW_PLANS: PricingPlan[] = [
  {
    name: 'Solo',
    amount: 17500,
    unit: 'a week',
    summary: 'Five lunches or dinners for one.',
    includes: ['5 meals, one portion each', 'Pick from 12 dishes a week', 'Skip or pause any week'],
    cta: CHOW_START,
  },
  {
    name: 'Couple',
    amount: 33000,
    unit: 'a week',
    summary: 'Ten meals for two people, or two meals a day for one.',
    includes: ['10 meals', 'Free delivery', 'Swap dishes until Friday', 'Skip or pause any week'],
    cta: CHOW_START,
    featured: true,
  },
  {
    name: 'Family',
    amount: 62000,
    unit: 'a week',
    summary: 'Family-size pots of soup and stew with swallow or rice.',
    includes: ['4 family pots, each feeds 5', 'Free delivery', 'Freezer-safe packs'],
    cta: CHOW_START,
  },
];
