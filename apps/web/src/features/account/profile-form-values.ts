import type { ProfileResponse } from '@spotlane/shared/schemas/users';
import { profileRequest } from '@spotlane/shared/schemas/users';
import type { z } from 'zod';

export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  phone: string;
  company_name: string;
  mc_number: string;
  dot_number: string;
  cargo_insurance_limit: string;
  equipment_types: string[];
}

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

export interface ProfileEditor {
  isOwner: boolean;
  userType: 'shipper' | 'carrier';
}

/**
 * The PUT /api/profile body: the person always; the company name for an owner; MC, DOT,
 * cargo limit and equipment for a carrier's owner. Non-owners send no company field (403).
 */
export function toProfileRequest(
  values: ProfileFormValues,
  editor: ProfileEditor,
): z.input<typeof profileRequest> {
  const body: z.input<typeof profileRequest> = {
    first_name: values.first_name,
    last_name: values.last_name,
    phone: values.phone.trim() === '' ? null : values.phone,
  };
  if (!editor.isOwner) return body;
  body.company_name = values.company_name;
  if (editor.userType === 'carrier') {
    body.mc_number = values.mc_number.trim();
    body.dot_number = values.dot_number.trim();
    body.cargo_insurance_limit = values.cargo_insurance_limit;
    body.equipment_types = values.equipment_types as NonNullable<
      z.input<typeof profileRequest>['equipment_types']
    >;
  }
  return body;
}

/** Every problem of the form at once: the shared schema's messages plus the carrier rules. */
export function profileFormErrors(
  values: ProfileFormValues,
  editor: ProfileEditor,
): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  const parsed = profileRequest.safeParse(toProfileRequest(values, editor));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ProfileField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (editor.isOwner && editor.userType === 'carrier') {
    if (!values.mc_number.trim() && !values.dot_number.trim() && !errors.mc_number) {
      errors.mc_number = 'Enter an MC number or a DOT number';
    }
    if (!values.cargo_insurance_limit.trim() && !errors.cargo_insurance_limit) {
      errors.cargo_insurance_limit = 'Cargo insurance limit is required';
    }
    if (values.equipment_types.length === 0 && !errors.equipment_types) {
      errors.equipment_types = 'Choose at least one equipment type';
    }
  }
  return errors;
}
