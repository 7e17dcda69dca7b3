/**
 * ISO 3779 vehicle identification numbers as North America uses them: 17 characters from
 * 0-9 and A-Z without I, O and Q, the ninth being a check digit (0-9 or X for 10).
 */
const LETTER_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VIN_SHAPE = /^[0-9A-HJ-NPR-Z]{17}$/;

function charValue(char: string): number {
  return /\d/.test(char) ? Number(char) : (LETTER_VALUES[char] ?? 0);
}

/** The check digit a VIN's other 16 characters call for ('0'-'9' or 'X'). */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index++)
    sum += charValue(vin[index] ?? '0') * (WEIGHTS[index] ?? 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Why a VIN is not valid, or null when it is (case does not matter). */
export function vinProblem(input: string): string | null {
  const vin = input.toUpperCase();
  if (vin.length !== 17) return 'A VIN has 17 characters';
  if (!VIN_SHAPE.test(vin)) return 'A VIN uses digits and letters other than I, O and Q';
  if (vin[8] !== vinCheckDigit(vin))
    return 'This VIN does not pass its check digit: check for a typo';
  return null;
}
