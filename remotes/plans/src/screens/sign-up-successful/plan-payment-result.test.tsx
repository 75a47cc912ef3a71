import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@jara/api/api-error';
import { verifyPlanPayment } from '@jara/api/plans';
import { bus } from '@jara/bus';
import { sessionStore } from '@jara/state/session-store';
import { draftKey, planDraftStore } from '../../widgets/plan-draft/plan-draft-store';
import { aPlanPayment, aPlanSubscription } from '../../testing/plan-order-fixtures';
import { renderPlanScreen } from '../../testing/render-plan-screen';
import { SignUpSuccessfulScreen } from './sign-up-successful-screen';

jest.mock('@jara/api/plans');

const renderSignUpSuccessful = (url: string) =>
  renderPlanScreen(<SignUpSuccessfulScreen />, { url });
const RETURN = '/sign-up-successful?reference=PAY-100&status=success';
const tracked: { event: string; properties?: Record<string, unknown> }[] = [];
bus.on('analytics:track', (event) => tracked.push(event));

const DECLINED = aPlanPayment({ status: 'failed', failure_reason: 'Insufficient funds' });

beforeEach(() => {
  jest.resetAllMocks();
  sessionStore.getState().clear();
  sessionStore.getState().signInToPlans('plan-token', 31);
  planDraftStore.getState().update(draftKey('NG', 'laundry'), 'laundry', { street: '12 Allen' });
  tracked.length = 0;
});

describe('a plan payment back from the hosted page', () => {
  it('confirms a paid plan with its summary, clears its draft and reports it once', async () => {
    jest.mocked(verifyPlanPayment).mockResolvedValue(aPlanPayment());
    renderSignUpSuccessful(RETURN);
    expect(screen.getByRole('status').textContent).toBe('Confirming your payment…');

    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeTruthy();
    expect(verifyPlanPayment).toHaveBeenCalledWith(31, 'PAY-100', expect.anything());
    expect(screen.getByRole('heading', { name: 'Laundry, monthly plan' })).toBeTruthy();
    expect(screen.getByText('2 bags, wash and iron, 4 pickups a month')).toBeTruthy();
    expect(screen.getByTestId('plan-total').textContent).toBe('₦40,000₦36,000 a month');
    expect(screen.getByText(/with code FRESH5/).textContent).toBe('-₦4,000 with code FRESH5');
    expect(screen.getByText('Mon, 7 Dec 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your plan' }).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(planDraftStore.getState().drafts[draftKey('NG', 'laundry')]).toBeUndefined();
    expect(tracked.filter((event) => event.event === 'plan_paid')).toHaveLength(1);
  });

  it('never trusts the status in the address, and keeps the draft after a decline', async () => {
    jest.mocked(verifyPlanPayment).mockResolvedValue(DECLINED);
    renderSignUpSuccessful(RETURN);

    expect(
      await screen.findByRole('heading', { name: 'Your payment did not go through' }),
    ).toBeTruthy();
    expect(screen.getByText('Insufficient funds')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/laundry?step=review',
    );
    expect(planDraftStore.getState().drafts[draftKey('NG', 'laundry')]?.street).toBe('12 Allen');
    expect(tracked).toEqual([]);
  });

  it('tries again in Kenya for a plan paid in shillings', async () => {
    const subscription = aPlanSubscription({
      choice: {
        service: 'cleaning',
        kind: 'one_off',
        bedrooms: 2,
        bathrooms: 1,
        frequency: 'weekly',
        deep_clean: true,
      },
      price: { ...aPlanSubscription().price, service: 'cleaning', currency: 'KES' },
    });
    jest
      .mocked(verifyPlanPayment)
      .mockResolvedValue(aPlanPayment({ status: 'cancelled', subscription }));
    renderSignUpSuccessful(RETURN);
    const retry = await screen.findByRole('link', { name: 'Try again' });
    expect(retry.getAttribute('href')).toBe('/ke/cleaning?step=review');
  });

  it('asks the server again while the payment is pending', async () => {
    jest.useFakeTimers();
    try {
      jest
        .mocked(verifyPlanPayment)
        .mockResolvedValueOnce(aPlanPayment({ status: 'pending' }))
        .mockResolvedValue(aPlanPayment());
      renderSignUpSuccessful(RETURN);
      await waitFor(() => expect(verifyPlanPayment).toHaveBeenCalledTimes(1));
      expect(screen.getByRole('status').textContent).toBe('Confirming your payment…');
      await act(async () => jest.advanceTimersByTimeAsync(2_000));
      expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeTruthy();
      expect(verifyPlanPayment).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says an unknown reference was not found, and keeps the plan session', async () => {
    jest
      .mocked(verifyPlanPayment)
      .mockRejectedValue(new ApiError({ kind: 'http', status: 404, message: 'Payment not found' }));
    renderSignUpSuccessful(RETURN);
    expect(
      await screen.findByRole('heading', { name: 'We could not find this payment' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
    expect(sessionStore.getState().planToken).toBe('plan-token');
  });

  it('offers a retry when the payment cannot be checked', async () => {
    jest
      .mocked(verifyPlanPayment)
      .mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'Network error' }))
      .mockResolvedValue(aPlanPayment());
    renderSignUpSuccessful(RETURN);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeTruthy();
  });

  it('asks a visitor to sign in to plans, then checks the payment', async () => {
    sessionStore.getState().clear();
    jest.mocked(verifyPlanPayment).mockResolvedValue(aPlanPayment());
    const { props } = renderSignUpSuccessful(RETURN);
    props.requestLogin.mockImplementation(() => {
      sessionStore.getState().signInToPlans('plan-token', 31);
      return Promise.resolve(true);
    });
    expect(verifyPlanPayment).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(props.requestLogin).toHaveBeenCalledWith('plan', expect.any(String));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeTruthy();
  });

  it('shows hostile text from the server as text, and sends a hostile reference only encoded', async () => {
    const hostile = '"><img src=x onerror=alert(1)><script>alert(1)</script>';
    jest.mocked(verifyPlanPayment).mockResolvedValue(
      aPlanPayment({
        reference: 'PAY-200',
        subscription: aPlanSubscription({ address: hostile, reference: 'PAY-200' }),
      }),
    );
    const { container } = renderSignUpSuccessful(
      `/sign-up-successful?${new URLSearchParams({ reference: hostile }).toString()}`,
    );
    expect(await screen.findByText(hostile)).toBeTruthy();
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.getByText('PAY-200')).toBeTruthy();
    await waitFor(() =>
      expect(verifyPlanPayment).toHaveBeenCalledWith(31, hostile, expect.anything()),
    );
  });
});
