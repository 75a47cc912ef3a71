/** The site pages the shell renders itself. */
import { BRAND } from '@jara/contracts/brand';

const page = (title: string, description: string) => ({
  owner: 'shell' as const,
  title,
  description,
});
const N = BRAND.name;

export const SHELL_SCREENS = {
  home: page(
    'Food, laundry and cleaning',
    `Order food from bukas near you, book laundry pickup and a home clean, and shop local stores, all from one ${N} account in Nigeria and Kenya.`,
  ),
  food: page(
    'Food delivery',
    'Jollof, suya, pepper soup and nyama choma from restaurants and bukas near you, delivered hot with live tracking from kitchen to door.',
  ),
  chow: page(
    'Chow homemade meals',
    'Home cooks prepare efo riro, ofada rice and okra soup for your week. Choose a meal plan, pick your days and get fresh food at your door.',
  ),
  signup: page(
    'Sign up',
    `Tell us which ${N} service you want, where you live and how to reach you, and our team will call back to set up your first order.`,
  ),
  vendor: page(
    'Sell on the marketplace',
    `Open your kitchen, bakery or shop on the ${N} marketplace: we bring the customers, the riders and the payments, you keep cooking.`,
  ),
  'about-us': page(
    'About us',
    `${N} started with one kitchen in Lagos and now delivers food, laundry and cleaning across Nigeria and Kenya. Meet the team and our story.`,
  ),
  homemade: page(
    'Homemade meals',
    'Real home cooking from vetted cooks in your city: soups, stews and swallow made in small batches and delivered the same day they are cooked.',
  ),
  health: page(
    'Health and diet',
    'Talk to a registered dietitian, get a meal plan built around your goals and have balanced Nigerian meals cooked and delivered each week.',
  ),
  'health-diet': page(
    'Diet plans',
    'Book a consultation with a dietitian for weight loss, diabetes or pregnancy and receive a personal meal plan with meals cooked for you.',
  ),
  events: page(
    'Events catering',
    'Small chops, jollof and full buffets for birthdays, weddings and office parties, cooked by home cooks and delivered to your venue on time.',
  ),
  'events-contact': page(
    'Plan an event',
    'Tell us the date, the number of guests and the menu you have in mind, and an events planner will send you a catering quote within a day.',
  ),
  gifting: page(
    'Gifting',
    'Food hampers, cakes and treats delivered to someone you love, with a handwritten card and delivery on the day you choose, in Lagos and Nairobi.',
  ),
  'gifting-gift': page(
    'Send a gift',
    'Choose a hamper, add a personal message and the delivery date, and we will deliver your gift with care. Our team confirms every order by phone.',
  ),
  'delete-account': page(
    'Delete account',
    `Close your ${N} account and erase your saved addresses, orders and wallet details. Read what is deleted and what the law says we must keep.`,
  ),
  'privacy-policy': page(
    'Privacy policy',
    `How ${N} collects, uses and protects your personal data when you order food, laundry or cleaning, and the rights you have over that data.`,
  ),
  'terms-and-conditions': page(
    'Terms and conditions',
    `The terms that apply when you use ${N}: orders, payments, deliveries, refunds, vouchers, wallet credit and what we each promise to do.`,
  ),
  marketplace: page(
    `${N} Marketplace`,
    `Groceries, bakeries, pharmacies and small brands from your city in one cart, with one delivery fee per store. See how the ${N} marketplace works.`,
  ),
  'affiliate-program': page(
    'Affiliate program',
    `Earn a commission on every first order from customers you bring to ${N}. Join the affiliate program, share your link and track your payouts.`,
  ),
  'homemade-ondemand': page(
    'Homemade on demand',
    'Hungry now? Order homemade dishes that cooks near you have ready today, from amala and ewedu to fried rice, delivered within the hour.',
  ),
  'marketplace-services': page(
    'Marketplace services',
    'Services from trusted local providers beside your food orders: catering, meal prep, laundry and home cleaning, all booked and paid in one place.',
  ),
  business: page(
    `${N} for Business`,
    `Office lunches, staff meal perks and team events for companies of every size. ${N} for Business feeds your people and sends one invoice.`,
  ),
  'business-perks': page(
    'Business perks',
    `Give your staff a monthly ${N} allowance for food, laundry and cleaning. Tell us about your company and we will design a perks plan for you.`,
  ),
  'business-refer-employer': page(
    'Refer your employer',
    `Want ${N} perks at work? Send us your employer's details and we will introduce the business plan to them, and thank you when they join.`,
  ),
  beauty: page(
    'Beauty',
    'Book hair, nails and make-up artists who come to your home in Nairobi. Vetted professionals, clear prices and easy rebooking of your favourites.',
  ),
  'legacy-placeholder': page(
    'Moved page',
    `This old address of the ${N} site is kept so that saved links still open. The page now lives at its new address, spelled with hyphens.`,
  ),
} as const;
