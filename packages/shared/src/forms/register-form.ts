import { z } from 'zod';
import { passwordProblem } from '../domain/passwords.ts';
import {
  type RegisterRequest,
  registerCarrierRequest,
  registerShipperRequest,
  userType,
} from '../schemas/auth.ts';
import { type FormProblem, formSchema, issueProblems } from './form-schema.ts';

/** The person and company inputs that registration and the profile share, as typed. */
export const accountFormFields = {
  company_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  mc_number: z.string(),
  dot_number: z.string(),
  cargo_insurance_limit: z.string(),
  equipment_types: z.array(z.string()),
};

/** The registration form of both account types as typed; a shipper leaves the carrier's fields. */
export const registerFormFields = z.object({
  user_type: userType,
  ...accountFormFields,
  email: z.string(),
  password: z.string(),
  accept_terms: z.boolean(),
});
export type RegisterFormValues = z.input<typeof registerFormFields>;

const requestSchema = (values: RegisterFormValues) =>
  values.user_type === 'shipper' ? registerShipperRequest : registerCarrierRequest;

/**
 * The request schema of the account type decides every message. Zod skips its object-level
 * rules (the password policy, MC or DOT number) while other fields are still wrong, so those
 * rules also run here, and every problem shows at once.
 */
export function registerFormProblems(values: RegisterFormValues): FormProblem[] {
  const problems = issueProblems(requestSchema(values).safeParse(values).error);
  const has = (field: string) => problems.some((problem) => problem.field === field);
  const password = passwordProblem(values.password, values.email);
  if (password && !has('password')) problems.push({ field: 'password', message: password });
  if (
    values.user_type === 'carrier' &&
    !values.mc_number.trim() &&
    !values.dot_number.trim() &&
    !has('mc_number')
  ) {
    problems.push({ field: 'mc_number', message: 'Enter an MC number or a DOT number' });
  }
  return problems;
}

/** The request body: the fields of the account type, as its request schema reads them. */
export function registerFormBody(values: RegisterFormValues): RegisterRequest {
  return requestSchema(values).parse(values);
}

/** Registration (PRODUCT.md 1): the form's values in, the request body out. */
export const registerForm = formSchema(registerFormFields, registerFormProblems, registerFormBody);
