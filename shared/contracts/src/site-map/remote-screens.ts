/** The screens of the checkout, content and plans remotes. */
import { BRAND } from '@jara/contracts/brand';

const N = BRAND.name;

export const CHECKOUT_SCREENS = {
  checkout: {
    owner: 'checkout',
    title: 'Checkout',
    description:
      'Review your cart, confirm where it is delivered and what it costs, apply a discount code and pay by card or from your wallet.',
  },
  'pay-for-me': {
    owner: 'checkout',
    title: 'Pay for me',
    description:
      'Send your cart to a friend or family member so they can pay for it: they get a secure payment link and you get the order when they pay.',
  },
} as const;

export const CONTENT_SCREENS = {
  blog: {
    owner: 'content',
    title: 'Blog',
    description: `Recipes, food stories, home care tips and news from the ${N} team and the cooks, cleaners and vendors who work with us in Nigeria and Kenya.`,
  },
  post: {
    owner: 'content',
    title: 'Blog post',
    description: `An article from the ${N} blog: a recipe, a story from one of our cooks, or practical advice on laundry, cleaning and eating well.`,
  },
  quiz: {
    owner: 'content',
    title: 'Quiz',
    description: `Take a short ${N} quiz about food and home life, see how your answers compare and get suggestions of dishes and services to try next.`,
  },
} as const;

export const PLANS_SCREENS = {
  laundry: {
    owner: 'plans',
    title: 'Laundry',
    description:
      'Book laundry pickup: we collect, wash, iron and return your clothes within 48 hours, with prices per bag and care for delicate fabrics.',
  },
  cleaning: {
    owner: 'plans',
    title: 'Cleaning',
    description:
      'Book vetted cleaners for a regular, deep or move-in clean of your home, choose the date and time, and see the full price before you pay.',
  },
  subscription: {
    owner: 'plans',
    title: 'Subscription',
    description:
      'One monthly plan for laundry and home cleaning: choose how often, pay once a month and keep your home fresh without booking each visit.',
  },
  // A lead form's thank-you, and a paid plan's summary: the plan flow owns both.
  'sign-up-successful': {
    owner: 'plans',
    title: 'You are signed up',
    description: `Thank you for signing up with ${N}. Our team will call you shortly to confirm your details; meanwhile, explore what else we can do for you.`,
  },
} as const;
