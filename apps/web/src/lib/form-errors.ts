import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api-client.ts';

export interface ServerErrorOptions {
  /** The form's path for a field the server names (`stops[0].zip` -> `stops.0.zip`). */
  fieldOf?: (serverField: string) => string | null;
}

/**
 * Puts the server's field errors (400 ValidationError, 409 EmailTaken...) next to their
 * inputs and answers the message to show above the form for the rest, or null. `fields` names
 * the form's fields, or says whether the form has a field at a path.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[] | ((path: string) => boolean),
  { fieldOf = (field) => field }: ServerErrorOptions = {},
): string | null {
  if (!(error instanceof ApiError)) return errorMessage(error);
  const known = typeof fields === 'function' ? fields : (path: string) => fields.includes(path);
  const rest: string[] = [];
  let focused = false;
  for (const item of error.errors) {
    const path = item.field ? fieldOf(item.field) : null;
    if (path && known(path)) {
      setError(
        path as Path<T>,
        { type: 'server', message: item.message },
        { shouldFocus: !focused },
      );
      focused = true;
    } else {
      rest.push(item.message);
    }
  }
  return rest.length > 0 ? rest.join(' ') : null;
}
