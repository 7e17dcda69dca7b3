import {
  type ProfileEditor,
  type ProfileFormValues,
  profileFormBody,
  profileFormProblems,
} from '@spotlane/shared/forms/profile-form';
import type { ProfileResponse } from '@spotlane/shared/schemas/users';

export type { ProfileEditor, ProfileFormValues };

export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'phone',
  'company_name',
  'mc_number',
  'dot_number',
  'cargo_insurance_limit',
  'equipment_types',
] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];

export function profileFormDefaults(profile: ProfileResponse): ProfileFormValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: profile.phone ?? '',
    company_name: profile.company_name,
    mc_number: profile.mc_number ?? '',
    dot_number: profile.dot_number ?? '',
    cargo_insurance_limit: profile.cargo_insurance_limit ?? '',
    equipment_types: [...profile.equipment_types],
  };
}

/** The PUT /api/profile body of the form's values (the shared profile form's output). */
export const toProfileRequest = profileFormBody;

/** Every problem of the form at once, keyed by field. */
export function profileFormErrors(
  values: ProfileFormValues,
  editor: ProfileEditor,
): Partial<Record<ProfileField, string>> {
  return Object.fromEntries(
    profileFormProblems(values, editor).map((problem) => [problem.field, problem.message]),
  );
}
