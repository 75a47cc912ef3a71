/**
 * The HTTP status of a page of the e2e stack, from the bench's own process. The stack serves its
 * sites over HTTPS with a certificate it makes at every start; Node's fetch reads extra CAs only
 * when the process starts (NODE_EXTRA_CA_CERTS), before that certificate exists, so the bench
 * asks with node:https and trusts that one certificate, verification on.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { E2E_TLS } from '../support/e2e-stack';

export function stackStatus(url: string, timeoutMs = 5_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const secure = url.startsWith('https:');
    const options = secure
      ? { ca: readFileSync(E2E_TLS.certificate), timeout: timeoutMs }
      : { timeout: timeoutMs };
    const request = (secure ? https : http).get(url, options, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () =>
      request.destroy(new Error(`${url} did not answer in ${timeoutMs} ms`)),
    );
    request.on('error', reject);
  });
}
