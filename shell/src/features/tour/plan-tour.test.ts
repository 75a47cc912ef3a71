import { planTour } from './plan-tour';
import { TOUR_STEPS } from './tour-steps';

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

const names = (steps: { name: string }[]) => steps.map((step) => step.name);

describe('planTour', () => {
  it('shows every step whose element is displayed, in the tour order', () => {
    page(`
      <div data-tour="wallet"></div><div data-tour="cart"></div><div data-tour="search"></div>
      <div data-tour="delivery-location"></div><div data-tour="orders"></div>`);
    const plan = planTour(TOUR_STEPS);
    expect(names(plan.shown)).toEqual(['delivery-location', 'search', 'cart', 'orders', 'wallet']);
    expect(plan.missing).toEqual([]);
  });

  it('leaves out quietly a step whose element the layout hides (the sidebar on a phone)', () => {
    page(`
      <div data-tour="delivery-location"></div><div data-tour="search"></div>
      <div data-tour="cart"></div><div data-tour="orders"></div>
      <nav style="display: none"><a data-tour="wallet" href="#">Wallet</a></nav>`);
    const plan = planTour(TOUR_STEPS);
    expect(names(plan.shown)).not.toContain('wallet');
    expect(plan.missing).toEqual([]);
  });

  it('counts a step whose element is not in the page as missing', () => {
    page(`<div data-tour="search"></div><div data-tour="orders" style="visibility: hidden"></div>`);
    const plan = planTour(TOUR_STEPS);
    expect(names(plan.shown)).toEqual(['search']);
    expect(names(plan.missing)).toEqual(['delivery-location', 'cart', 'wallet']);
  });
});
