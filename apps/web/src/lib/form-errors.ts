import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api-client.ts';

/**
 * Puts the server's field errors (400 ValidationError, 409 EmailTaken...) next to their
 * inputs and answers the message to show above the form for the rest, or null.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | null {
  if (!(error instanceof ApiError)) return errorMessage(error);
  const known = new Set(fields);
  const rest: string[] = [];
  let focused = false;
  for (const item of error.errors) {
    if (item.field && known.has(item.field)) {
      setError(
        item.field as Path<T>,
        { type: 'server', message: item.message },
        {
          shouldFocus: !focused,
        },
      );
      focused = true;
    } else {
      rest.push(item.message);
    }
  }
  return rest.length > 0 ? rest.join(' ') : null;
}
