/**
 * Hostile text in the sign-in form (issue 13, item 10; the e2e hostile-account spec keeps two of
 * the strings): it is no email, so the form refuses it before anything is sent; as a password it
 * goes to the API as typed, whose refusal leaves the visitor signed out.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { INVALID_EMAIL } from '@jara/forms/field-rules';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { expectRefused } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { CustomerLoginForm } from './customer-login-form';

const api = setUpApiDouble();
/** The API's answer to details it does not know (the sandbox's credentials check). */
const NO_MATCH = 'These credentials do not match our records.';

beforeEach(() => sessionStore.getState().clear());

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const fill = (label: RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const signIn = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('CustomerLoginForm with hostile text', () => {
  it.each(HOSTILE_STRINGS)(
    '$name: refused as an email before sending, sent as typed as a password',
    async ({ text }) => {
      api.refuse('POST /login', 422, NO_MATCH, { email: [NO_MATCH] });
      const onSignedIn = jest.fn();
      renderWithQuery(
        <CustomerLoginForm
          onSignedIn={onSignedIn}
          onForgotPassword={jest.fn()}
          onCreateAccount={jest.fn()}
        />,
      );
      fill(/^Email/, text);
      fill(/^Password/, text);
      signIn();
      await waitFor(() => expectRefused(field(/^Email/), INVALID_EMAIL));
      expect(api.sent('POST /login')).toHaveLength(0);

      fill(/^Email/, 'ada@example.com');
      signIn();
      await waitFor(() => expectRefused(field(/^Email/), NO_MATCH));
      const [request] = api.sent('POST /login');
      expect(await request!.json()).toEqual({ email: 'ada@example.com', password: text });
      expect(onSignedIn).not.toHaveBeenCalled();
      expect(sessionStore.getState().token).toBeNull();
    },
  );
});
