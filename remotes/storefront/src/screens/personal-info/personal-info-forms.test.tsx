/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aCustomer } from '@jara/testing/builders/customer';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';

const api = setUpApiDouble();
// The first round trip loads the real client and msw: seconds on a two-core machine shared
// with other suites.
jest.setTimeout(15_000);
const PROFILE = 'GET /account/profile';
const UPDATE_PROFILE = 'POST /account/profile';
const CHANGE_PASSWORD = 'PUT /account/change_password';

const renderForms = () =>
  renderWithQuery(
    <>
      <ProfileForm />
      <ChangePasswordForm />
    </>,
  );

const ada = aCustomer({ id: 1, name: 'Ada Okafor', phone: '+2348012345678' });

describe('the personal info forms', () => {
  beforeEach(() => sessionStore.getState().signIn('tok', 1, ada));

  it('reads the profile and saves changes to it', async () => {
    api.answer(PROFILE, ada);
    api.answer(UPDATE_PROFILE, { ...ada, name: 'Ada O. Okafor' });
    renderForms();
    const details = within(await screen.findByRole('form', { name: 'Your details' }));
    fireEvent.change(details.getByLabelText(/^Full name/), { target: { value: 'Ada O. Okafor' } });
    fireEvent.click(details.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(sessionStore.getState().customer?.name).toBe('Ada O. Okafor'));
    expect(await api.sent(UPDATE_PROFILE)[0]!.json()).toEqual({
      name: 'Ada O. Okafor',
      email: 'ada@jara.test',
      phone: '+2348012345678',
    });
  });

  it.each(['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>'])(
    'shows a hostile name %p as text',
    async (name) => {
      api.answer(PROFILE, { ...ada, name });
      const { container } = renderForms();
      const details = within(await screen.findByRole('form', { name: 'Your details' }));
      expect(details.getByLabelText<HTMLInputElement>(/^Full name/).value).toBe(name);
      expect(container.querySelector('img, script')).toBeNull();
    },
  );

  it('offers a retry when the profile cannot be read', async () => {
    api.drop(PROFILE);
    renderForms();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    api.answer(PROFILE, ada);
    fireEvent.click(retry);
    expect(await screen.findByRole('form', { name: 'Your details' })).toBeTruthy();
  });

  it('shows the server’s field message when a profile change is refused', async () => {
    api.answer(PROFILE, ada);
    api.refuse(UPDATE_PROFILE, 422, 'Invalid', { email: ['The email has already been taken.'] });
    renderForms();
    const details = within(await screen.findByRole('form', { name: 'Your details' }));
    fireEvent.click(details.getByRole('button', { name: 'Save details' }));
    expect(await details.findByText('The email has already been taken.')).toBeTruthy();
  });

  it('changes the password and clears the fields', async () => {
    api.answer(PROFILE, ada);
    api.answer(CHANGE_PASSWORD, null);
    renderForms();
    const form = within(screen.getByRole('form', { name: 'Change password' }));
    fireEvent.change(form.getByLabelText(/^Current password/), {
      target: { value: 'Password123!' },
    });
    fireEvent.change(form.getByLabelText(/^New password/), { target: { value: 'Better456!' } });
    fireEvent.change(form.getByLabelText(/^Repeat the new password/), {
      target: { value: 'Better456!' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('Your password is changed.')).toBeTruthy();
    expect(await api.sent(CHANGE_PASSWORD)[0]!.json()).toEqual({
      current_password: 'Password123!',
      password: 'Better456!',
    });
    expect((form.getByLabelText(/^New password/) as HTMLInputElement).value).toBe('');
  });

  it('keeps the typed passwords when the current one is wrong', async () => {
    api.answer(PROFILE, ada);
    api.refuse(CHANGE_PASSWORD, 422, 'Invalid', {
      current_password: ['The current password is incorrect.'],
    });
    renderForms();
    const form = within(screen.getByRole('form', { name: 'Change password' }));
    fireEvent.change(form.getByLabelText(/^Current password/), { target: { value: 'nope' } });
    fireEvent.change(form.getByLabelText(/^New password/), { target: { value: 'Better456!' } });
    fireEvent.change(form.getByLabelText(/^Repeat the new password/), {
      target: { value: 'Better456!' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('The current password is incorrect.')).toBeTruthy();
    expect((form.getByLabelText(/^New password/) as HTMLInputElement).value).toBe('Better456!');
  });

  it('asks for the new password twice and sends nothing when they differ', async () => {
    api.answer(PROFILE, ada);
    renderForms();
    const form = within(screen.getByRole('form', { name: 'Change password' }));
    fireEvent.change(form.getByLabelText(/^Current password/), { target: { value: 'Secret123!' } });
    fireEvent.change(form.getByLabelText(/^New password/), { target: { value: 'Better456!' } });
    fireEvent.change(form.getByLabelText(/^Repeat the new password/), {
      target: { value: 'Better457!' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(
      await form.findByText('The two passwords are not the same. Type the new one again.'),
    ).toBeTruthy();
    expect(api.sent(CHANGE_PASSWORD)).toHaveLength(0);
  });
});
