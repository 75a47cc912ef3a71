/**
 * Which steps the tour can show on this page now. A step whose element is in the page but not
 * displayed (the sidebar's Wallet link on a phone, where the sidebar gives way to the Menu) is
 * left out quietly: the layout chose to hide it. A step whose element is not in the page at all
 * is missing, which the tour reports.
 */
import { tourTargetSelector, type TourStepName } from './tour-steps';

export interface TourPlan {
  shown: TourStepName[];
  missing: TourStepName[];
}

/** Displayed: no ancestor is `display: none` or hidden (what the tour library checks too). */
export function isDisplayed(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const { display, visibility } = window.getComputedStyle(node);
    if (display === 'none' || visibility === 'hidden') return false;
  }
  return true;
}

export function planTour(steps: readonly TourStepName[], root: ParentNode = document): TourPlan {
  const plan: TourPlan = { shown: [], missing: [] };
  for (const step of steps) {
    const element = root.querySelector(tourTargetSelector(step));
    if (!element) plan.missing.push(step);
    else if (isDisplayed(element)) plan.shown.push(step);
  }
  return plan;
}
