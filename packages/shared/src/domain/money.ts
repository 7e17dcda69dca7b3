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

/** SPEC 5: the rate field accepts only digits and one decimal point. */
export function sanitizeRateInput(text: string): string {
  const digitsAndDots = text.replace(/[^\d.]/g, '');
  const firstDot = digitsAndDots.indexOf('.');
  if (firstDot < 0) return digitsAndDots;
  return `${digitsAndDots.slice(0, firstDot + 1)}${digitsAndDots.slice(firstDot + 1).replace(/\./g, '')}`;
}
