/**
 * The two axios clients, one per API base. Every answer resolves (whatever its status) so one
 * place reads the envelope; timeouts report `ETIMEDOUT` so they can be told from an abort.
 */
import axios, { type AxiosInstance } from 'axios';
import type { ApiBase } from './configure-api';

export const REQUEST_TIMEOUT_MS = 20_000;

function createClient(): AxiosInstance {
  return axios.create({
    timeout: REQUEST_TIMEOUT_MS,
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
