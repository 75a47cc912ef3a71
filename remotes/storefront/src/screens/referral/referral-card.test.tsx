import { fireEvent, screen, within } from '@testing-library/react';
import { getReferralDetails } from '@jara/api/rewards';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { ReferralCard } from './referral-card';
import { aReferral, HOSTILE } from './reward-fixtures';

jest.mock('@jara/api/rewards');

beforeEach(() => jest.resetAllMocks());

describe('ReferralCard', () => {
  it('shows the code and link with copy buttons, and what friends earned', async () => {
    jest.mocked(getReferralDetails).mockResolvedValue(aReferral());
    renderWithQuery(<ReferralCard />);
    expect(await screen.findByText('ADA2024')).toBeTruthy();
    expect(screen.getByText('https://jara.test/signup?ref=ADA2024')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByText(/3 friends have joined/).textContent).toContain('You earned ₦4,500.');
  });

  it('shares the referral link through the share dialog', async () => {
    jest.mocked(getReferralDetails).mockResolvedValue(aReferral());
    renderWithQuery(<ReferralCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share your invitation' });
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('writes a Kenyan referrer’s earnings in shillings', async () => {
    jest
      .mocked(getReferralDetails)
      .mockResolvedValue(aReferral({ referred_count: 1, earnings: 150, currency: 'KES' }));
    renderWithQuery(<ReferralCard />);
    expect((await screen.findByText(/1 friend has joined/)).textContent).toContain('KSh 150');
  });

  it('says no friends have joined yet, without earnings', async () => {
    jest
      .mocked(getReferralDetails)
      .mockResolvedValue(aReferral({ referred_count: 0, earnings: 0 }));
    renderWithQuery(<ReferralCard />);
    const line = await screen.findByText(/No friends have joined/);
    expect(line.textContent).not.toContain('earned');
  });

  it('shows a hostile code as text', async () => {
    jest.mocked(getReferralDetails).mockResolvedValue(aReferral({ code: HOSTILE }));
    const { container } = renderWithQuery(<ReferralCard />);
    expect(await screen.findByText(HOSTILE)).toBeTruthy();
    expect(container.querySelector('script, img')).toBeNull();
  });

  it('shows a skeleton, then its own error with a retry', async () => {
    jest
      .mocked(getReferralDetails)
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(aReferral());
    renderWithQuery(<ReferralCard />);
    expect(screen.getByText('Loading your referral code')).toBeTruthy();
    expect(await screen.findByText('We could not load your referral code.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ADA2024')).toBeTruthy();
  });

  it('treats an answer without a code as a failed load with a retry, never "undefined"', async () => {
    jest.mocked(getReferralDetails).mockResolvedValueOnce({ unexpected: [1] } as never);
    renderWithQuery(<ReferralCard />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your referral code.');
    expect(document.body.textContent).not.toContain('undefined');
    jest.mocked(getReferralDetails).mockResolvedValueOnce(aReferral());
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ADA2024')).toBeTruthy();
  });
});
