/**
 * The two axios clients, one per API base. Every answer resolves (whatever its status) so one
 * place reads the envelope; timeouts report `ETIMEDOUT` so they can be told from an abort.
 * They use axios's fetch adapter: its timeout is a timer of the page's (the XHR adapter's is the
 * XHR's own), so the page's clock governs it like every other timer of the site, and a test can
 * move past it (Playwright's clock, jest's fake timers) instead of waiting 20 s.
 */
import axios, { type AxiosInstance } from 'axios';
import { API_REQUEST_TIMEOUT_MS } from '@jara/contracts/constants';
import type { ApiBase } from './configure-api';

function createClient(): AxiosInstance {
  return axios.create({
    adapter: 'fetch',
    timeout: API_REQUEST_TIMEOUT_MS,
    // Paths come from the contract; a full URL must never slip past the configured base.
    allowAbsoluteUrls: false,
    validateStatus: () => true,
    transitional: { clarifyTimeoutError: true, silentJSONParsing: true },
    headers: { Accept: 'application/json' },
  });
}

export const httpClients: Record<ApiBase, AxiosInstance> = {
  main: createClient(),
  plans: createClient(),
};
