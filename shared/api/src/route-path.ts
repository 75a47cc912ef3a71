/**
 * A contract key (`'GET /marketplace/vendors/{slug}'`) is both the call's name and its path. These
 * helpers split it and fill its `{placeholders}`, so a path is sent exactly as the spec writes it.
 */
import { ApiError } from './api-error';
import { API_MESSAGES } from './api-messages';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type PathOf<Key extends string> = Key extends `${string} ${infer Path}` ? Path : never;

type ParamsOf<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamsOf<Rest>
  : never;

/** The names of a contract key's path placeholders, e.g. `'vendorId' | 'orderId'`. */
export type PathParamsOf<Key extends string> = ParamsOf<PathOf<Key>>;

export type PathParamValues = Record<string, string | number>;

export function splitRouteKey(key: string): { method: HttpMethod; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as HttpMethod, path: key.slice(space + 1) };
}

/**
 * `encodeURIComponent` leaves dots alone, and a `.` or `..` segment would make the URL point at
 * another resource; an empty value would too. Those are refused instead of sent.
 */
function encodeSegment(name: string, value: string | number): string {
  const text = String(value);
  if (text.trim() === '' || text === '.' || text === '..') {
    throw new ApiError({
      kind: 'invalid-input',
      message: `${API_MESSAGES.invalidPathParam} (${name})`,
    });
  }
  return encodeURIComponent(text);
}

export function fillPath(path: string, params: PathParamValues = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) {
      throw new ApiError({
        kind: 'invalid-input',
        message: `${API_MESSAGES.invalidPathParam} (${name})`,
      });
    }
    return encodeSegment(name, value);
  });
}
