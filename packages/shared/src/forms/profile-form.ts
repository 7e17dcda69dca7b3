import { z } from 'zod';
import { profileRequest } from '../schemas/users.ts';
import { type FormProblem, formSchema, issueProblems } from './form-schema.ts';
import { accountFormFields } from './register-form.ts';

/** /settings/user-edit's form as typed: the person, and the company for the owner. */
export const profileFormFields = z.object(accountFormFields);
export type ProfileFormValues = z.input<typeof profileFormFields>;
export type ProfileFormBody = z.input<typeof profileRequest>;

/** Who edits: the company fields are the owner's, the authority ones a carrier's. */
export interface ProfileEditor {
  isOwner: boolean;
  userType: 'shipper' | 'carrier';
}

/**
 * The PUT /api/profile body: the person always; the company name for an owner; MC, DOT,
 * cargo limit and equipment for a carrier's owner. Non-owners send no company field (403).
 */
export function profileFormBody(values: ProfileFormValues, editor: ProfileEditor): ProfileFormBody {
  const body: ProfileFormBody = {
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
      ProfileFormBody['equipment_types']
    >;
  }
  return body;
}

/** Every problem of the form at once: the shared schema's messages plus the carrier rules. */
export function profileFormProblems(
  values: ProfileFormValues,
  editor: ProfileEditor,
): FormProblem[] {
  const problems = issueProblems(
    profileRequest.safeParse(profileFormBody(values, editor)).error,
    (path) => String(path[0]),
  );
  const add = (field: string, message: string) => {
    if (!problems.some((problem) => problem.field === field)) problems.push({ field, message });
  };
  if (editor.isOwner && editor.userType === 'carrier') {
    if (!values.mc_number.trim() && !values.dot_number.trim()) {
      add('mc_number', 'Enter an MC number or a DOT number');
    }
    if (!values.cargo_insurance_limit.trim()) {
      add('cargo_insurance_limit', 'Cargo insurance limit is required');
    }
    if (values.equipment_types.length === 0) {
      add('equipment_types', 'Choose at least one equipment type');
    }
  }
  return problems;
}

/** The profile form of this editor: the form's values in, the request body out. */
export const profileForm = (editor: ProfileEditor) =>
  formSchema(
    profileFormFields,
    (values) => profileFormProblems(values, editor),
    (values) => profileFormBody(values, editor),
  );
