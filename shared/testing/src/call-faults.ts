/**
 * The ways a call breaks that a screen must explain calmly (the e2e chaos cases' faults): an
 * HTML 500 from a proxy, a cut-off body, a success envelope around data of the wrong shape, or
 * no answer at all.
 */
import { delay, HttpResponse } from 'msw';

export type CallFault = '500' | 'not-json' | 'wrong-shape' | 'hang';

/** The answer of each fault, for a test that breaks a URL outside the two APIs. */
export const FAULT_ANSWERS: Record<CallFault, () => Response | Promise<Response>> = {
  '500': () =>
    new HttpResponse('<h1>500</h1>', { status: 500, headers: { 'content-type': 'text/html' } }),
  'not-json': () =>
    new HttpResponse('{"st', { status: 200, headers: { 'content-type': 'application/json' } }),
  'wrong-shape': () =>
    HttpResponse.json({ status: 'success', message: '', data: { unexpected: [1, 'two', null] } }),
  hang: async () => {
    await delay('infinite');
    return HttpResponse.error();
  },
};
