import { DEFAULT_ALLOWED_ORIGINS } from '@jara/sandbox/start-sandbox';
import { E2E_PORTS, LOCAL_PORTS, stackOrigins } from '../port-layout';
import { apiCallerOrigins } from './api-caller-origins';

describe('the origins allowed to call the sandbox', () => {
  it("are the shell's only: remotes ship code into its pages and have none of their own", () => {
    expect(apiCallerOrigins(E2E_PORTS)).toEqual([stackOrigins(E2E_PORTS).shell]);
    expect(apiCallerOrigins(E2E_PORTS)).toEqual(['http://localhost:9080']);
  });

  it("are the standalone sandbox's defaults for the pnpm start layout", () => {
    expect(apiCallerOrigins(LOCAL_PORTS)).toEqual(DEFAULT_ALLOWED_ORIGINS);
  });
});
