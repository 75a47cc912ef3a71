/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from '@testing-library/react';
import { analytics } from '@jara/bus/analytics';
import { planAmount } from '../../testing/plan-fixtures';
import { setUpApiDouble } from '@jara/testing/api-double';
import { renderPlanScreen } from '../../testing/render-plan-screen';
import { planDraftStore } from '../plan-draft/plan-draft-store';
import { PlanFlow } from './plan-flow';

jest.mock('@jara/bus/analytics');

const api = setUpApiDouble();

beforeEach(() => {
  jest.clearAllMocks();
  planDraftStore.setState({ drafts: {} });
  api.answerPlans('POST plan/generate_amount', planAmount({ currency: 'KES', total: 4500 }));
});

describe('the plan flow', () => {
  it('names the step, tells product it was seen, and prices in the page country', async () => {
    const view = renderPlanScreen(<PlanFlow service="cleaning" step="where" />, {
      url: '/ke/cleaning?step=where',
    });
    expect(screen.getByText('Step 2 of 3: Where')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Where should we come?');
    expect(analytics.track).toHaveBeenCalledWith('plan_step_viewed', {
      service: 'cleaning',
      step: 'where',
      kind: 'plan',
      country: 'KE',
    });
    expect(await screen.findByText('KSh 4,500')).toBeTruthy();

    view.rerenderWith(<PlanFlow service="cleaning" step="choose" />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Choose your home cleaning');
    expect(document.activeElement).toBe(heading);
  });
});
