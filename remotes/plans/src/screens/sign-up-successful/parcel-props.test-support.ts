/** The shell's props for this folder's screen under test: where it navigates, how logins answer. */
import type { CountryCode } from '@jara/contracts/constants';
import type { LoginVariant } from '@jara/contracts/bus-events';
import type { NavigateOptions } from '@jara/contracts/remote-contract';
import type { RuntimeConfig } from '@jara/contracts/runtime-config';

export function makeParcelProps() {
  return {
    navigate: jest.fn<void, [string, NavigateOptions?]>(),
    requestLogin: jest.fn<Promise<boolean>, [LoginVariant?, string?]>(() => Promise.resolve(false)),
    country: 'NG' as CountryCode,
    config: {} as RuntimeConfig,
    onError: jest.fn<void, [Error]>(),
  };
}
