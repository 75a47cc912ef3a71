/** Renders this folder's screen at a URL, as the plans remote's router would, with a fresh cache. */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@jara/query/query-client';
import { QueryProvider } from '@jara/query/query-provider';
import { SignUpSuccessfulScreen } from './sign-up-successful-screen';

export function renderSignUpSuccessful(url = '/sign-up-successful') {
  const client = createQueryClient({ queries: { retry: false } });
  return render(
    <QueryProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <SignUpSuccessfulScreen />
      </MemoryRouter>
    </QueryProvider>,
  );
}
