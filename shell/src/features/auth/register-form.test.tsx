/**
 * Hostile text in every field of the registration form (issue 13, item 10; the e2e
 * hostile-account spec keeps two of the strings): no email, so the form refuses it before
 * anything is sent; with a real email the rest goes to the API as typed, which refuses the phone
 * (and a name or password past its length), and nobody is signed in.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { INVALID_EMAIL } from '@jara/forms/field-rules';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { expectRefused } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { RegisterForm } from './register-form';

const api = setUpApiDouble();
/** The API's own messages (the sandbox's register route): its phone rule and longest fields. */
const INVALID_PHONE = 'The phone field must be a valid phone number.';
const NAME_TOO_LONG = 'The name may not be greater than 100 characters.';
const PASSWORD_TOO_LONG = 'The password may not be greater than 128 characters.';
const LONGEST = 128;

beforeEach(() => sessionStore.getState().clear());

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const fill = (label: RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const createAccount = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

describe('RegisterForm with hostile text', () => {
  it.each(HOSTILE_STRINGS)(
    '$name: refused as an email before sending, then sent as typed and refused as a phone',
    async ({ text }) => {
      const tooLong = text.length > LONGEST;
      api.refuse('POST /register', 422, INVALID_PHONE, {
        phone: [INVALID_PHONE],
        ...(tooLong && { name: [NAME_TOO_LONG], password: [PASSWORD_TOO_LONG] }),
      });
      const onSignedIn = jest.fn();
      renderWithQuery(<RegisterForm onSignedIn={onSignedIn} onHaveAccount={jest.fn()} />);
      for (const label of [/^Full name/, /^Email/, /^Phone number/, /^Password/]) {
        fill(label, text);
      }
      createAccount();
      await waitFor(() => expectRefused(field(/^Email/), INVALID_EMAIL));
      expect(api.sent('POST /register')).toHaveLength(0);

      fill(/^Email/, 'ada@example.com');
      createAccount();
      await waitFor(() => expectRefused(field(/^Phone number/), INVALID_PHONE));
      const [request] = api.sent('POST /register');
      expect(await request!.json()).toMatchObject({
        name: text,
        email: 'ada@example.com',
        phone: text,
        password: text,
      });
      if (tooLong) {
        expectRefused(field(/^Full name/), NAME_TOO_LONG);
        expectRefused(field(/^Password/), PASSWORD_TOO_LONG);
      } else {
        expect(field(/^Full name/).getAttribute('aria-invalid')).not.toBe('true');
      }
      expect(onSignedIn).not.toHaveBeenCalled();
      expect(sessionStore.getState().token).toBeNull();
    },
  );
});
