import { z } from 'zod';
import { isZipcode, US_STATE_CODES } from '../domain/us-states.ts';
import { zipInState } from '../domain/zip-states.ts';

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

/**
 * A city, state and ZIP (a quote request's place, a truck's empty-at): the ZIP must be one of
 * the state, since the miles are measured from it and one of another state measures the wrong trip.
 */
export const cityStateZip = z
  .object({
    city: z.string({ error: 'City is required' }).trim().min(1, 'City is required').max(100),
    state: usStateField,
    zipcode: zipcodeField('Enter a 5-digit zip code'),
  })
  .refine((place) => zipInState(place.zipcode, place.state), {
    path: ['zipcode'],
    error: (issue) => {
      const place = issue.input as { zipcode: string; state: string };
      return `${place.zipcode} is not a zip code in ${place.state}`;
    },
  });
