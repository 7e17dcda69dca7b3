import { useMediaQuery } from '@mantine/hooks';

/** The app's phone breakpoint: below it the side menu is a drawer and the board filters fold. */
export const PHONE_QUERY = '(max-width: 48em)';

/**
 * Whether the screen is a phone's, read at the first render (no server rendering here), so a
 * phone never draws the desktop layout only to drop it a moment later.
 */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
}
