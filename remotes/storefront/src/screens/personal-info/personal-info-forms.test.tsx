import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changePassword, getProfile, updateProfile } from '@jara/api/account';
import { ApiError } from '@jara/api/api-error';
import { sessionStore } from '@jara/state/session-store';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';

jest.mock('@jara/api/account', () => ({
  getProfile: jest.fn(),
  updateProfile: jest.fn(),
  changePassword: jest.fn(),
}));

const renderForms = () =>
  renderWithQuery(
    <>
      <ProfileForm />
      <ChangePasswordForm />
    </>,
  );

const ada = {
  id: 1,
  name: 'Ada Okafor',
  email: 'ada@jara.test',
  phone: '+2348012345678',
  domicile_location: 'NG' as const,
};

describe('the personal info forms', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    sessionStore.getState().signIn('tok', 1, ada);
  });

  it('reads the profile and saves changes to it', async () => {
    jest.mocked(getProfile).mockResolvedValue(ada);
    jest.mocked(updateProfile).mockResolvedValue({ ...ada, name: 'Ada O. Okafor' });
    renderForms();
    const details = within(await screen.findByRole('form', { name: 'Your details' }));
    fireEvent.change(details.getByLabelText(/^Full name/), { target: { value: 'Ada O. Okafor' } });
    fireEvent.click(details.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(sessionStore.getState().customer?.name).toBe('Ada O. Okafor'));
    expect(updateProfile).toHaveBeenCalledWith({
      name: 'Ada O. Okafor',
      email: 'ada@jara.test',
      phone: '+2348012345678',
    });
  });

  it.each(['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>'])(
    'shows a hostile name %p as text',
    async (name) => {
      jest.mocked(getProfile).mockResolvedValue({ ...ada, name });
      const { container } = renderForms();
      const details = within(await screen.findByRole('form', { name: 'Your details' }));
      expect(details.getByLabelText<HTMLInputElement>(/^Full name/).value).toBe(name);
      expect(container.querySelector('img, script')).toBeNull();
    },
  );

  it('offers a retry when the profile cannot be read', async () => {
    jest.mocked(getProfile).mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(ada);
    renderForms();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Your details' })).toBeTruthy();
  });

  it('shows the server’s field message when a profile change is refused', async () => {
    jest.mocked(getProfile).mockResolvedValue(ada);
    jest.mocked(updateProfile).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 422,
        message: 'Invalid',
        fieldErrors: { email: ['The email has already been taken.'] },
      }),
    );
    renderForms();
    const details = within(await screen.findByRole('form', { name: 'Your details' }));
    fireEvent.click(details.getByRole('button', { name: 'Save details' }));
    expect(await details.findByText('The email has already been taken.')).toBeTruthy();
  });

  it('changes the password and clears the fields', async () => {
    jest.mocked(getProfile).mockResolvedValue(ada);
    jest.mocked(changePassword).mockResolvedValue(null);
    renderForms();
    const form = within(screen.getByRole('form', { name: 'Change password' }));
    fireEvent.change(form.getByLabelText(/^Current password/), {
      target: { value: 'Password123!' },
    });
    fireEvent.change(form.getByLabelText(/^New password/), { target: { value: 'Better456!' } });
    fireEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('Your password is changed.')).toBeTruthy();
    expect(changePassword).toHaveBeenCalledWith({
      current_password: 'Password123!',
      password: 'Better456!',
    });
    expect((form.getByLabelText(/^New password/) as HTMLInputElement).value).toBe('');
  });

  it('keeps the typed passwords when the current one is wrong', async () => {
    jest.mocked(getProfile).mockResolvedValue(ada);
    jest.mocked(changePassword).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 422,
        message: 'Invalid',
        fieldErrors: { current_password: ['The current password is incorrect.'] },
      }),
    );
    renderForms();
    const form = within(screen.getByRole('form', { name: 'Change password' }));
    fireEvent.change(form.getByLabelText(/^Current password/), { target: { value: 'nope' } });
    fireEvent.change(form.getByLabelText(/^New password/), { target: { value: 'Better456!' } });
    fireEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('The current password is incorrect.')).toBeTruthy();
    expect((form.getByLabelText(/^New password/) as HTMLInputElement).value).toBe('Better456!');
  });
});
