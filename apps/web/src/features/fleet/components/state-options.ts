import { US_STATES } from '@spotlane/shared/domain/us-states';

/** The licence and plate state pickers: every US state (and DC) by code and name. */
export const STATE_OPTIONS = US_STATES.map(([code, name]) => ({
  value: code,
  label: `${code} — ${name}`,
}));
