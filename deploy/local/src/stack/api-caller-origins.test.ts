import { DEFAULT_ALLOWED_ORIGINS } from '@jara/sandbox/start-sandbox';
import { E2E_PORTS, LOCAL_PORTS, stackOrigins } from '../port-layout';
import { apiCallerOrigins } from './api-caller-origins';

describe('the origins allowed to call the sandbox', () => {
  it("are the shell's and the one-bundle site's: remotes ship code into their pages", () => {
    const origins = stackOrigins(E2E_PORTS);
    expect(apiCallerOrigins(E2E_PORTS)).toEqual([origins.shell, origins.oneBundle]);
    expect(apiCallerOrigins(E2E_PORTS)).toEqual([
      'https://localhost:9080',
      'https://localhost:9087',
    ]);
  });

  it("are the standalone sandbox's defaults for the pnpm start layout", () => {
    expect(apiCallerOrigins(LOCAL_PORTS)).toEqual(DEFAULT_ALLOWED_ORIGINS);
  });
});
