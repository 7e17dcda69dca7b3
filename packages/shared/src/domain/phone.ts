/** A phone number as people type it: digits with spaces, dots, dashes, brackets, a leading +. */
export const PHONE_PATTERN = /^\+?[0-9 ()\-.]{7,20}$/;
export const PHONE_MESSAGE = 'Enter a valid phone number';
