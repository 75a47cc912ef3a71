/** The screens of the checkout, content and plans remotes. */
import { BRAND } from '@jara/contracts/brand';
import { built } from '@jara/contracts/screen-spec';

const N = BRAND.name;

export const CHECKOUT_SCREENS = {
  checkout: built(
    'checkout',
    'Checkout',
    'Review your cart, confirm where it is delivered and what it costs, apply a discount code and pay by card or from your wallet.',
  ),
  'pay-for-me': built(
    'checkout',
    'Pay for me',
    'Send your cart to a friend or family member so they can pay for it: they get a secure payment link and you get the order when they pay.',
  ),
} as const;

export const CONTENT_SCREENS = {
  blog: built(
    'content',
    'Blog',
    `Recipes, food stories, home care tips and news from the ${N} team and the cooks, cleaners and vendors who work with us in Nigeria and Kenya.`,
  ),
  post: built(
    'content',
    'Blog post',
    `An article from the ${N} blog: a recipe, a story from one of our cooks, or practical advice on laundry, cleaning and eating well.`,
  ),
  quiz: built(
    'content',
    'Quiz',
    `Take a short ${N} quiz about food and home life, see how your answers compare and get suggestions of dishes and services to try next.`,
  ),
} as const;

export const PLANS_SCREENS = {
  laundry: built(
    'plans',
    'Laundry',
    'Book laundry pickup: we collect, wash, iron and return your clothes within 48 hours, with prices per bag and care for delicate fabrics.',
  ),
  cleaning: built(
    'plans',
    'Cleaning',
    'Book vetted cleaners for a regular, deep or move-in clean of your home, choose the date and time, and see the full price before you pay.',
  ),
  subscription: built(
    'plans',
    'Subscription',
    'One monthly plan for laundry and home cleaning: choose how often, pay once a month and keep your home fresh without booking each visit.',
  ),
  // A lead form's thank-you, and a paid plan's summary: the plan flow owns both.
  'sign-up-successful': built(
    'plans',
    'You are signed up',
    `Thank you for signing up with ${N}. Our team will call you shortly to confirm your details; meanwhile, explore what else we can do for you.`,
  ),
} as const;
