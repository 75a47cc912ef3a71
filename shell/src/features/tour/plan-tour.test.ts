import { planTour } from './plan-tour';
import { TOUR_STEP_NAMES } from './tour-steps';

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

describe('planTour', () => {
  it('shows every step whose element is displayed, in the tour order', () => {
    page(`
      <div data-tour="wallet"></div><div data-tour="cart"></div><div data-tour="search"></div>
      <div data-tour="delivery-location"></div><div data-tour="orders"></div>`);
    const plan = planTour(TOUR_STEP_NAMES);
    expect(plan.shown).toEqual(['delivery-location', 'search', 'cart', 'orders', 'wallet']);
    expect(plan.missing).toEqual([]);
  });

  it('leaves out quietly a step whose element the layout hides (the sidebar on a phone)', () => {
    page(`
      <div data-tour="delivery-location"></div><div data-tour="search"></div>
      <div data-tour="cart"></div><div data-tour="orders"></div>
      <nav style="display: none"><a data-tour="wallet" href="#">Wallet</a></nav>`);
    const plan = planTour(TOUR_STEP_NAMES);
    expect(plan.shown).not.toContain('wallet');
    expect(plan.missing).toEqual([]);
  });

  it('counts a step whose element is not in the page as missing', () => {
    page(`<div data-tour="search"></div><div data-tour="orders" style="visibility: hidden"></div>`);
    const plan = planTour(TOUR_STEP_NAMES);
    expect(plan.shown).toEqual(['search']);
    expect(plan.missing).toEqual(['delivery-location', 'cart', 'wallet']);
  });
});
