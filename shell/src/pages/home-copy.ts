/**
 * The home page's words for each country. Its prices are not written here: each card names where
 * its "from" price comes from (what the stores and plans sell, or its own page's list).
 */
import { pathTo } from '@jara/contracts/site-paths';
import { BRAND } from '@jara/contracts/brand';
import type { CountryCode } from '@jara/contracts/constants';
import { onlineMethodsPhrase } from '@jara/contracts/provider-methods';
import { PROBLEM_REPORT_WINDOW_HOURS } from '@jara/contracts/support-case-schema';
import type { ReactNode } from 'react';
import { BEAUTY_TREATMENTS } from './beauty-treatments';
import { CHOW_PLANS } from './chow-plans';
import { deliveryFrom } from './components/delivery-from';
import type { Feature } from './components/feature-grid';
import type { FaqItem } from './components/faq';
import type { PricedCard } from './components/priced-cards';
import { GIFTING_COPY } from './gifting-copy';

export interface HomeCopy {
  eyebrow: string;
  title: string;
  lead: string;
  note: ReactNode;
  services: PricedCard[];
  features: Feature[];
  faq: FaqItem[];
}

const HOURS = 'Open 7am to 10pm, every day';

const hoursWithDelivery = deliveryFrom({
  before: 'Delivery from ',
  after: ` · ${HOURS}`,
  otherwise: HOURS,
});

const gifts = (country: CountryCode) =>
  GIFTING_COPY[country].gifts(pathTo('gifting-gift', { country }));

export const HOME_COPY: Record<CountryCode, HomeCopy> = {
  NG: {
    eyebrow: 'Lagos · Abuja · Port Harcourt',
    title: 'Food, fresh laundry and a clean home. Sorted.',
    lead: `Order jollof from a Yaba buka, get your laundry picked up in Lekki and book a deep clean in Wuse, all from one ${BRAND.name} account.`,
    note: hoursWithDelivery,
    services: [
      {
        title: 'Food delivery',
        body: 'Restaurants, bukas and suya spots near you, delivered hot.',
        to: pathTo('food'),
        from: { kind: 'stores', businessType: 'restaurants', unit: 'a dish' },
      },
      {
        title: 'Chow homemade meals',
        body: 'Home cooks make efo riro, ofada and okra soup for your week.',
        to: pathTo('chow'),
        from: { kind: 'listed', plans: CHOW_PLANS },
      },
      {
        title: 'Laundry',
        body: 'Pickup, wash, iron and return within 48 hours.',
        to: pathTo('laundry'),
        from: { kind: 'one-off', service: 'laundry', unit: 'a pickup' },
      },
      {
        title: 'Cleaning',
        body: 'Vetted cleaners for regular, deep and move-in cleans.',
        to: pathTo('cleaning'),
        from: { kind: 'one-off', service: 'cleaning', unit: 'a visit' },
      },
      {
        title: 'Laundry and cleaning plans',
        body: 'One monthly price for a home that stays clean.',
        to: pathTo('subscription'),
        from: { kind: 'plans', unit: 'a month' },
      },
      {
        title: 'Marketplace',
        body: 'Groceries, bakeries, pharmacies and small brands in one cart.',
        to: pathTo('stores'),
      },
      {
        title: 'Gifting',
        body: 'Food hampers and treats delivered to someone you love.',
        to: pathTo('gifting'),
        from: { kind: 'listed', plans: gifts('NG') },
      },
      {
        title: 'Health and diet',
        body: 'Meal plans designed with registered dietitians.',
        to: pathTo('health'),
      },
    ],
    features: [
      {
        icon: 'clock',
        title: 'On time, or we tell you why',
        body: 'Live tracking from kitchen to gate, with honest arrival times for your area.',
      },
      {
        icon: 'shield',
        title: 'Vetted vendors and cleaners',
        body: 'Every kitchen is visited and every cleaner is ID-checked before their first job.',
      },
      {
        icon: 'wallet',
        title: 'Pay your way',
        body: `${onlineMethodsPhrase('NG')}, or your ${BRAND.name} wallet. Ask a friend to pay for you with one link.`,
      },
      {
        icon: 'star',
        title: 'Rewards on every order',
        body: 'Earn points you can swap for discounts, vouchers and gift cards.',
      },
    ],
    faq: [
      {
        question: 'Which areas do you deliver to?',
        answer:
          'In Lagos we cover the Island (Lekki, Victoria Island, Ikoyi, Ajah) and the Mainland (Yaba, Surulere, Ikeja, Gbagada, Maryland). In Abuja we cover Wuse, Maitama, Garki, Jabi and Gwarinpa. Enter your address to see what delivers to you.',
      },
      {
        question: 'How much is delivery?',
        answer: deliveryFrom({
          before: 'Delivery starts at ',
          after:
            ' and depends on the distance between you and the store. You always see the exact fee before you pay.',
          otherwise:
            'Delivery depends on the distance between you and the store. You always see the exact fee before you pay.',
        }),
      },
      {
        question: 'Can I order from more than one store at once?',
        answer:
          'Yes. You keep one cart per store, so you can fill several carts and check each one out when you are ready.',
      },
      {
        question: 'What if something is wrong with my order?',
        answer: `Tell us from the order page within ${PROBLEM_REPORT_WINDOW_HOURS} hours. We refund missing, wrong or spoiled items to your Jara wallet.`,
      },
    ],
  },
  KE: {
    eyebrow: 'Nairobi · Westlands · Kilimani · Karen',
    title: 'Good food, clean clothes, a tidy home. Sorted.',
    lead: `Nyama choma from Westlands, a laundry pickup in Kilimani, a cleaner in Kileleshwa and a manicure at home, all from one ${BRAND.name} account.`,
    note: hoursWithDelivery,
    services: [
      {
        title: 'Food delivery',
        body: 'Nyama choma joints, Swahili kitchens and cafés near you.',
        to: pathTo('food', { country: 'KE' }),
        from: { kind: 'stores', businessType: 'restaurants', unit: 'a dish' },
      },
      {
        title: 'Laundry',
        body: 'Collected from your door, washed, ironed and back in 48 hours.',
        to: pathTo('laundry', { country: 'KE' }),
        from: { kind: 'one-off', service: 'laundry', unit: 'a pickup' },
      },
      {
        title: 'Cleaning',
        body: 'Trusted cleaners for weekly, deep and move-out cleans.',
        to: pathTo('cleaning', { country: 'KE' }),
        from: { kind: 'one-off', service: 'cleaning', unit: 'a visit' },
      },
      {
        title: 'Beauty at home',
        body: 'Braids, nails and make-up, booked to your living room.',
        to: pathTo('beauty'),
        from: { kind: 'listed', plans: BEAUTY_TREATMENTS },
      },
      {
        title: 'Gifting',
        body: 'Hampers, cakes and flowers delivered across Nairobi.',
        to: pathTo('gifting', { country: 'KE' }),
        from: { kind: 'listed', plans: gifts('KE') },
      },
      {
        title: 'Marketplace',
        body: 'Groceries, butcheries, bakeries and local brands in one place.',
        to: pathTo('stores'),
      },
    ],
    features: [
      {
        icon: 'clock',
        title: 'Fast across Nairobi',
        body: 'Most food orders arrive in 30 to 45 minutes, tracked live to your gate.',
      },
      {
        icon: 'shield',
        title: 'People you can trust',
        body: 'Cleaners and beauticians are ID-checked and rated after every visit.',
      },
      {
        icon: 'wallet',
        title: `Pay by ${onlineMethodsPhrase('KE')}`,
        body: `Pay the way you already do, or top up your ${BRAND.name} wallet and check out in one tap.`,
      },
      {
        icon: 'star',
        title: 'Rewards on every order',
        body: 'Points on every order, swapped for discounts and vouchers.',
      },
    ],
    faq: [
      {
        question: 'Where in Kenya do you deliver?',
        answer:
          'We deliver across Nairobi, including Westlands, Kilimani, Kileleshwa, Lavington, Karen, Parklands and South B. Enter your address to see the stores that reach you.',
      },
      {
        question: 'How much is delivery?',
        answer: deliveryFrom({
          before: 'Delivery starts at ',
          after: ' and depends on distance. The exact fee is shown before you pay.',
          otherwise: 'Delivery depends on distance. The exact fee is shown before you pay.',
        }),
      },
      {
        question: 'Can I book laundry and cleaning together?',
        answer: 'Yes. Book each service on its own page, or take a monthly plan that covers both.',
      },
      {
        question: 'What if something is wrong with my order?',
        answer: `Report it from the order page within ${PROBLEM_REPORT_WINDOW_HOURS} hours and we refund what was missing, wrong or spoiled to your Jara wallet.`,
      },
    ],
  },
};
