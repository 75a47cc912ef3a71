/** The about page's words and figures for each country. */
import { BRAND } from '@jara/contracts/brand';
import type { CountryCode } from '@jara/contracts/constants';
import type { Stat } from './components/stats';

export interface AboutCopy {
  lead: string;
  story: string;
  stats: Stat[];
  citiesHeading: string;
  cities: string[];
}

export const ABOUT_COPY: Record<CountryCode, AboutCopy> = {
  NG: {
    lead: `${BRAND.name} started in Lagos with one idea: the food, laundry and cleaning help you rely on should be one tap away, and the people who provide it should be paid fairly and on time.`,
    story: `We began by delivering lunch from a handful of bukas in Yaba to offices in Ikeja. Customers kept asking if we could also pick up their laundry, then clean their flats, then send food to their parents. Today ${BRAND.name} brings restaurants, home cooks, laundries, cleaners and shops together in one marketplace, across Lagos and Abuja.`,
    stats: [
      { value: '2,000+', label: 'vendors and home cooks' },
      { value: '40+', label: 'neighbourhoods served' },
      { value: '4.7', label: 'average order rating' },
    ],
    citiesHeading: 'Where we work in Nigeria',
    cities: [
      'Lekki',
      'Victoria Island',
      'Ikoyi',
      'Yaba',
      'Surulere',
      'Ikeja',
      'Gbagada',
      'Wuse',
      'Maitama',
      'Garki',
      'Gwarinpa',
    ],
  },
  KE: {
    lead: `${BRAND.name} came to Nairobi to do what it does in Lagos: put food, laundry, cleaning and beauty services one tap away, with local people doing the work and being paid fairly for it.`,
    story: `Our Kenyan team opened in Westlands with a few nyama choma joints and a laundry in Kilimani. Nairobi asked for more, so we added cleaners, home beauty and a marketplace of local shops. Everything is run in Kenya, by Kenyans, with support that answers in English and Swahili.`,
    stats: [
      { value: '600+', label: 'vendors and professionals' },
      { value: '25+', label: 'Nairobi neighbourhoods' },
      { value: '4.8', label: 'average order rating' },
    ],
    citiesHeading: 'Where we work in Kenya',
    cities: [
      'Westlands',
      'Kilimani',
      'Kileleshwa',
      'Lavington',
      'Karen',
      'Parklands',
      'South B',
      'Upper Hill',
      'Gigiri',
    ],
  },
};
