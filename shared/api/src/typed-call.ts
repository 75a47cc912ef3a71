/**
 * Typed entry points over `request`: the contract key names the call, and its path placeholders,
 * query, body and returned data are all checked against `api-calls.ts` at compile time.
 */
import type { MainApiCalls, PlansApiCalls } from '@jara/contracts/api-calls';
import type { ApiBase } from './configure-api';
import { request, type CallBehaviour, type RequestInput } from './request';
import type { RequestOptions } from './request-options';
import type { PathParamsOf } from './route-path';

interface AnyCall {
  query: unknown;
  body: unknown;
  data: unknown;
}

type PathInput<Key extends string> = [PathParamsOf<Key>] extends [never]
  ? unknown
  : { path: Record<PathParamsOf<Key>, string | number> };

type QueryInput<C extends AnyCall> = [C['query']] extends [never] ? unknown : { query: C['query'] };

type BodyInput<C extends AnyCall> = [C['body']] extends [never] ? unknown : { body: C['body'] };

export type CallInput<Calls, Key extends keyof Calls & string> = Calls[Key] extends AnyCall
  ? PathInput<Key> & QueryInput<Calls[Key]> & BodyInput<Calls[Key]>
  : never;

type DataOf<Calls, Key extends keyof Calls> = Calls[Key] extends AnyCall
  ? Calls[Key]['data']
  : never;

/**
 * @param options what the caller asked for (silence, abort signal)
 * @param behaviour what the typed function fixes for this call; the caller's `silent` wins
 */
function typedCall<Calls>(base: ApiBase) {
  return <Key extends keyof Calls & string>(
    key: Key,
    input: CallInput<Calls, Key>,
    options: RequestOptions = {},
    behaviour: CallBehaviour = {},
  ): Promise<DataOf<Calls, Key>> =>
    request(base, key, input as RequestInput, {
      ...behaviour,
      silent: options.silent ?? behaviour.silent,
      signal: options.signal,
    });
}

export const callMain = typedCall<MainApiCalls>('main');
export const callPlans = typedCall<PlansApiCalls>('plans');
