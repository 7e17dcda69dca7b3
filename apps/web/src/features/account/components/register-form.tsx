import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Button,
  Checkbox,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { passwordProblem } from '@spotlane/shared/domain/passwords';
import { paths } from '@spotlane/shared/domain/paths';
import {
  type RegisterRequest,
  registerCarrierRequest,
  registerShipperRequest,
} from '@spotlane/shared/schemas/auth';
import { useMemo, useState } from 'react';
import { type FieldErrors, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import {
  CarrierAuthorityFields,
  EmailField,
  NameFields,
  PhoneField,
} from '../../../ui/form-fields.tsx';
import { FormError } from '../../../ui/schema-form.tsx';
import { useRegister } from '../api/register.ts';

export interface RegisterFormValues {
  user_type: 'shipper' | 'carrier';
  company_name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  accept_terms: boolean;
  mc_number: string;
  dot_number: string;
  cargo_insurance_limit: string;
  equipment_types: string[];
}

const FIELDS = [
  'company_name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'password',
  'accept_terms',
  'mc_number',
  'dot_number',
  'cargo_insurance_limit',
  'equipment_types',
] as const;

/**
 * The shared zod schema decides every message. Zod skips its object-level rules (the
 * password policy, MC or DOT number) while other fields are still wrong, so those rules also
 * run here, and every problem shows at once.
 */
function registerResolver(userType: 'shipper' | 'carrier'): Resolver<RegisterFormValues> {
  const schema = userType === 'shipper' ? registerShipperRequest : registerCarrierRequest;
  const base = zodResolver(schema) as unknown as Resolver<RegisterFormValues>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const extra: FieldErrors<RegisterFormValues> = {};
    const problem = passwordProblem(values.password ?? '', values.email);
    if (problem && !result.errors.password) {
      extra.password = { type: 'custom', message: problem };
    }
    if (
      userType === 'carrier' &&
      !values.mc_number?.trim() &&
      !values.dot_number?.trim() &&
      !result.errors.mc_number
    ) {
      extra.mc_number = { type: 'custom', message: 'Enter an MC number or a DOT number' };
    }
    if (Object.keys(extra).length === 0) return result;
    return { values: {}, errors: { ...result.errors, ...extra } };
  };
}

/** Registration for both account types (PRODUCT.md 1); carriers add their authority and equipment. */
export function RegisterForm({ userType }: { userType: 'shipper' | 'carrier' }) {
  const navigate = useNavigate();
  const registration = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => registerResolver(userType), [userType]);
  const form = useForm<RegisterFormValues>({
    resolver,
    defaultValues: {
      user_type: userType,
      company_name: '',
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      password: '',
      accept_terms: false,
      mc_number: '',
      dot_number: '',
      cargo_insurance_limit: '',
      equipment_types: [],
    },
  });

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    registration.mutate(values as unknown as RegisterRequest, {
      onSuccess: () => navigate(paths.registerSuccess),
      onError: (error) => setFormError(applyServerErrors(error, setError, FIELDS)),
    });
  });

  const isCarrier = userType === 'carrier';

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormError message={formError} />
          <TextInput
            label="Company name"
            autoComplete="organization"
            withAsterisk
            error={errors.company_name?.message}
            {...register('company_name')}
          />
          <NameFields required autoComplete />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <EmailField required autoComplete="email" />
            <PhoneField required autoComplete />
          </SimpleGrid>
          <PasswordInput
            label="Password"
            description="At least 10 characters; not your e-mail address."
            autoComplete="new-password"
            withAsterisk
            error={errors.password?.message}
            {...register('password')}
          />

          {isCarrier ? <CarrierAuthorityFields title="Your authority and equipment" /> : null}

          <Checkbox
            mt="xs"
            label={
              <Text size="sm" component="span">
                I accept the Spotlane terms of service and privacy policy
              </Text>
            }
            error={errors.accept_terms?.message}
            {...register('accept_terms')}
          />
          <Button type="submit" size="md" fullWidth loading={registration.isPending}>
            Create account
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            Already have an account?{' '}
            <Anchor component={Link} to="/" fw={600}>
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </FormProvider>
  );
}
