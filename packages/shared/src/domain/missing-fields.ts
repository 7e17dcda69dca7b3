/**
 * SPEC 5: for one or two empty required fields 'The missing fields are: X and Y',
 * otherwise 'Complete all fields with asterisks'. Null when nothing is missing.
 */
export function missingFieldsMessage(missing: readonly string[]): string | null {
  if (missing.length === 0) return null;
  if (missing.length === 1) return `The missing fields are: ${missing[0]}`;
  if (missing.length === 2) return `The missing fields are: ${missing[0]} and ${missing[1]}`;
  return 'Complete all fields with asterisks';
}
