import { z } from 'zod';
import { isZipcode, US_STATE_CODES } from '../domain/us-states.ts';

/** A US state code, typed in any case; `label` names the field in the required message. */
export const usStateOf = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .toUpperCase()
    .pipe(z.enum(US_STATE_CODES, { error: 'Choose a US state' }));

/** A US state code, typed in any case. */
export const usStateField = usStateOf('State');

/** A US zip code; `message` says what the form accepts. */
export const zipcodeField = (message: string) =>
  z.string({ error: 'Zip code is required' }).trim().refine(isZipcode, message);
