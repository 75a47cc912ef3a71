/** Layout name (as the route table uses it) -> the component that frames the page. */
import type { ComponentType, ReactNode } from 'react';
import { BRAND } from '@jara/contracts/brand';
import type { LayoutName } from '@jara/contracts/site-routes';
import { BrandLayout } from './brand-layout';
import { ConsultingLayout } from './consulting-layout';
import { DefaultLayout } from './default-layout';
import { HomemadeLayout } from './homemade-layout';
import { LeadLayout } from './lead-layout';
import { NotFoundLayout } from './not-found-layout';
import { StoreLayout } from './store-layout';
import { WebLayout } from './web-layout';

export const LAYOUT_COMPONENTS: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  '404': NotFoundLayout,
  consulting: ConsultingLayout,
  default: DefaultLayout,
  [BRAND.slug]: BrandLayout,
  homemade: HomemadeLayout,
  lead: LeadLayout,
  store: StoreLayout,
  web: WebLayout,
};
