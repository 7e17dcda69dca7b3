/**
 * An ABA routing number: nine digits whose weighted sum 3-7-1 is a multiple of ten
 * (the check digit is the ninth). PRODUCT.md 19: payment details need a valid one.
 */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum =
    3 * ((d[0] as number) + (d[3] as number) + (d[6] as number)) +
    7 * ((d[1] as number) + (d[4] as number) + (d[7] as number)) +
    ((d[2] as number) + (d[5] as number) + (d[8] as number));
  return sum % 10 === 0;
}

/** The check digit the first eight digits call for. */
export function routingCheckDigit(firstEight: string): number {
  const d = [...firstEight].map(Number);
  const sum =
    3 * ((d[0] as number) + (d[3] as number) + (d[6] as number)) +
    7 * ((d[1] as number) + (d[4] as number) + (d[7] as number)) +
    ((d[2] as number) + (d[5] as number));
  return (10 - (sum % 10)) % 10;
}

/** An account number shown masked: its last four digits only. */
export function maskAccount(accountNumber: string): string {
  const tail = accountNumber.slice(-4);
  return `${'•'.repeat(Math.max(0, accountNumber.length - 4))}${tail}`;
}
