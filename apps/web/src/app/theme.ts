import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

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
    // One page margin everywhere: 16 px on phones, 32 px from the sm breakpoint.
    Container: { defaultProps: { px: { base: 'md', sm: 'xl' }, py: { base: 'md', sm: 'xl' } } },
    Modal: { defaultProps: { overlayProps: { backgroundOpacity: 0.45, blur: 3 } } },
    Tooltip: { defaultProps: { withArrow: true } },
    // A closed Select keeps no dropdown in the page (Mantine keeps it mounted, hidden): each
    // mounted dropdown measured the page for its position on the first render, a forced style
    // recalculation per list control (the first-load budget, first render of /shipments and /spot-quotes).
    Combobox: { defaultProps: { keepMounted: false } },
    // Every picker (state, company, location...): typing "Ohio" then Enter chooses the first
    // match, and clicking the chosen option keeps it (a clearable one clears with its button).
    Select: { defaultProps: { allowDeselect: false, selectFirstOptionOnChange: true } },
    // Toasts (saved, failed) get a named close button: axe asks every button for a name.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } },
  },
});

/**
 * Dimmed text dark enough to read (the accessibility target): Mantine's gray.6 gave 3.1:1 on the page
 * background; this gives 5.4:1 there and 5.8:1 on white (WCAG AA asks 4.5:1).
 */
export const DIMMED_TEXT = '#5f6670';
/** Field errors in red.9: 5.4:1 on white (Mantine's red.6 gave 3.3:1). */
export const ERROR_TEXT = '#c92a2a';
/**
 * Text of light badges and buttons dark enough on their tint (WCAG AA 4.5:1): a delivered
 * load's green badge read 3.8:1. Each gives 5:1 or more on its own light background.
 */
export const LIGHT_VARIANT_TEXT = {
  '--mantine-color-green-light-color': '#1b6e2c',
  '--mantine-color-teal-light-color': '#0b6e4f',
  '--mantine-color-orange-light-color': '#a34a00',
  '--mantine-color-yellow-light-color': '#7a5a00',
  '--mantine-color-cyan-light-color': '#0b6477',
  '--mantine-color-lime-light-color': '#4a6b00',
};
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-error': ERROR_TEXT,
    ...LIGHT_VARIANT_TEXT,
  },
  dark: {},
});

/** SPEC 9 (US): every date picker starts its weeks on Sunday, like the calendar page. */
export const DATES_SETTINGS = { firstDayOfWeek: 0 as const };
