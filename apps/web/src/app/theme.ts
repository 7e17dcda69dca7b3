import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Spotlane blue, from light to dark (Mantine's ten shades). */
const brand: MantineColorsTuple = [
  '#e5f0ff',
  '#cddfff',
  '#9bbdff',
  '#6499ff',
  '#387bfe',
  '#1c68fe',
  '#0969ff',
  '#0057e4',
  '#004dcc',
  '#0042b4',
];

const systemFonts =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    // One page margin everywhere (issue 13): 16 px on phones, 32 px from the sm breakpoint.
    Container: { defaultProps: { px: { base: 'md', sm: 'xl' }, py: { base: 'md', sm: 'xl' } } },
    Modal: { defaultProps: { overlayProps: { backgroundOpacity: 0.45, blur: 3 } } },
    Tooltip: { defaultProps: { withArrow: true } },
  },
});

/** SPEC 9 (US): every date picker starts its weeks on Sunday, like the calendar page. */
export const DATES_SETTINGS = { firstDayOfWeek: 0 as const };
