import { z } from 'zod';

/**
 * Words for the checks a schema declares without its own message (a plain `.max(100)`), so
 * that no person ever reads zod's own ("Too big: expected string to have <=100 characters").
 * A schema's own message always wins; this only replaces zod's defaults, on the server and
 * in the browser alike (every schema module of the contract imports this one).
 */
type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

const count = (n: number | bigint) => Number(n).toLocaleString('en-US');

export function humanMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return `Use at most ${count(issue.maximum)} characters`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Choose at most ${count(issue.maximum)}`;
      return `Enter at most ${count(issue.maximum)}`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'This field is required'
          : `Use at least ${count(issue.minimum)} characters`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Choose at least ${count(issue.minimum)}`;
      return issue.inclusive === false && Number(issue.minimum) === 0
        ? 'Enter more than 0'
        : `Enter at least ${count(issue.minimum)}`;
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'This field is required';
      if (issue.expected === 'number') return 'Enter a number';
      if (issue.expected === 'int') return 'Enter a whole number';
      if (issue.expected === 'boolean') return 'Choose yes or no';
      if (issue.expected === 'array') return 'Choose from the list';
      return 'Enter a valid value';
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid e-mail address';
      if (issue.format === 'url') return 'Enter a valid web address';
      if (issue.format === 'datetime') return 'Enter a date and time';
      if (issue.format === 'date') return 'Enter a date';
      return 'Enter a valid value';
    case 'invalid_value':
      return 'Choose one of the options';
    case 'not_multiple_of':
      return 'Enter a valid amount';
    case 'unrecognized_keys':
      return `Unknown field: ${issue.keys.join(', ')}`;
    default:
      return 'Enter a valid value';
  }
}

z.config({ customError: humanMessage });
