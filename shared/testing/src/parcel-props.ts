/**
 * The shell's props for screens under test. A test mocks `@jara/parcel/parcel` and has
 * `useParcelProps` return these, so it can see where the screen navigates and answer logins;
 * the country is the page's (NG unless the test says otherwise).
 */
import type { CountryCode } from '@jara/contracts/constants';
import type { LoginVariant } from '@jara/contracts/bus-events';
import type { NavigateOptions } from '@jara/contracts/remote-contract';
import type { RuntimeConfig } from '@jara/contracts/runtime-config';

export function makeParcelProps(country: CountryCode = 'NG') {
  return {
    navigate: jest.fn<void, [string, NavigateOptions?]>(),
    requestLogin: jest.fn<Promise<boolean>, [LoginVariant?, string?]>(() => Promise.resolve(false)),
    country,
    config: {} as RuntimeConfig,
    onError: jest.fn<void, [Error]>(),
  };
}
