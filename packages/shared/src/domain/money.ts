/** SPEC 9: amounts are stored in cents and shown in US dollars. */
export function dollarsToCents(dollars: string | number): number | null {
  const text = String(dollars)
    .trim()
    .replace(/[$,\s]/g, '');
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0') || '0');
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatCents(cents: number | null | undefined): string {
  if (cents == null) return '';
  return usd.format(cents / 100);
}

const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** US dollars without '.00' for whole amounts ('$2,300'), with cents otherwise ('$1,250.50'). */
export function formatCentsShort(cents: number): string {
  return cents % 100 === 0 ? usdWhole.format(cents / 100) : usd.format(cents / 100);
}

/**
 * A dollar amount as typed, written back the way money reads: "1400.5" becomes "1400.50",
 * "1,400" becomes "1400"; text that is no amount stays as typed (the form says why).
 */
export function normalizeDollars(text: string): string {
  const cents = dollarsToCents(text);
  if (cents === null) return text;
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
