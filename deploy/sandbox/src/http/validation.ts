/**
 * Request validation with zod: every refusal is a 422 whose `message` names the first problem
 * and whose `errors` lists every problem per field, as the site shows server messages verbatim.
 */
import type { z } from 'zod';
import { ApiError } from './api-error';

type RawIssue = z.core.$ZodRawIssue;

function fieldName(path: readonly PropertyKey[] | undefined): string {
  return path && path.length > 0 ? path.map(String).join('.') : 'body';
}

function describe(issue: RawIssue): string {
  const field = fieldName(issue.path);
  const label = field === 'body' ? 'The request body' : `The ${field} field`;
  const missing = issue.input === undefined && issue.code !== 'custom';
  if (missing && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) {
    return `${label} is required.`;
  }
  switch (issue.code) {
    case 'invalid_type':
      if (field === 'body') return 'The request body must be a JSON object.';
      return `${label} must be ${article(String(issue.expected))}.`;
    case 'invalid_value':
      return `${label} must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1
        ? `${label} is required.`
        : `${label} must be at least ${String(issue.minimum)}${unit(issue.origin)}.`;
    case 'too_big':
      return `${label} may not be greater than ${String(issue.maximum)}${unit(issue.origin)}.`;
    case 'invalid_format':
      return issue.format === 'email'
        ? `${label} must be a valid email address.`
        : `${label} has an invalid format.`;
    default:
      return `${label} is invalid.`;
  }
}

function article(expected: string): string {
  return expected === 'array' || expected === 'object' ? `an ${expected}` : `a ${expected}`;
}

function unit(origin: unknown): string {
  if (origin === 'string') return ' characters';
  if (origin === 'array') return ' items';
  return '';
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { error: describe });
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = fieldName(issue.path);
    (errors[field] ??= []).push(issue.message);
  }
  const messages = Object.values(errors).flat();
  const extra = messages.length - 1;
  const suffix = extra > 0 ? ` (and ${extra} more error${extra > 1 ? 's' : ''})` : '';
  throw new ApiError(422, `${messages[0]}${suffix}`, errors);
}

/** A request body: an absent body is read as `{}` so each missing field is named. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  return parseWith(schema, body ?? {});
}

export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  return parseWith(schema, query ?? {});
}
