import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api-client.ts';

export interface ServerErrorOptions {
  /** The form's path for a field the server names (`stops[0].zip` -> `stops.0.zip`). */
  fieldOf?: (serverField: string) => string | null;
}

/** The server's answer split for a form: a message per field it shows, and the rest. */
export interface ServerErrors {
  /** The first message for each field the form shows, by the form's path. */
  fields: Record<string, string>;
  /** Everything else as one message to show above the form, or null. */
  message: string | null;
}

/**
 * Splits the server's errors (400 ValidationError, 409 EmailTaken...) between the form's fields
 * and the message above it. `fields` names the form's fields, or says whether the form has a
 * field at a path. The forms kept in plain state use it directly; react-hook-form's through
 * `applyServerErrors`.
 */
export function serverErrors(
  error: unknown,
  fields: readonly string[] | ((path: string) => boolean),
  { fieldOf = (field) => field }: ServerErrorOptions = {},
): ServerErrors {
  if (!(error instanceof ApiError)) return { fields: {}, message: errorMessage(error) };
  const known = typeof fields === 'function' ? fields : (path: string) => fields.includes(path);
  const byField: Record<string, string> = {};
  const rest: string[] = [];
  for (const item of error.errors) {
    const path = item.field ? fieldOf(item.field) : null;
    if (path && known(path)) byField[path] ??= item.message;
    else rest.push(item.message);
  }
  return { fields: byField, message: rest.length > 0 ? rest.join(' ') : null };
}

/**
 * Puts the server's field errors next to their inputs of a react-hook-form form (focusing the
 * first) and answers the message to show above the form for the rest, or null.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[] | ((path: string) => boolean),
  options: ServerErrorOptions = {},
): string | null {
  const split = serverErrors(error, fields, options);
  Object.entries(split.fields).forEach(([path, message], index) => {
    setError(path as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return split.message;
}
