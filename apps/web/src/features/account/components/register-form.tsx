import { Anchor, Button, Checkbox, PasswordInput, SimpleGrid, Text } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { registerForm } from '@spotlane/shared/forms/register-form';
import type { RegisterRequest } from '@spotlane/shared/schemas/auth';
import { Link, useNavigate } from 'react-router';
import {
  CarrierAuthorityFields,
  EmailField,
  FormTextInput,
  NameFields,
  PhoneField,
} from '../../../ui/form-fields.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { useRegister } from '../api/register.ts';

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

/** Registration for both account types (PRODUCT.md 1); carriers add their authority and equipment. */
export function RegisterForm({ userType }: { userType: 'shipper' | 'carrier' }) {
  const navigate = useNavigate();
  const registration = useRegister();
  const form = useSchemaForm(registerForm, {
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
    formState: { errors },
  } = form;

  const onSubmit = async (body: RegisterRequest) => {
    await registration.mutateAsync(body);
    navigate(paths.registerSuccess);
  };

  const isCarrier = userType === 'carrier';

  return (
    <SchemaForm form={form} onSubmit={onSubmit} serverFields={FIELDS}>
      <FormTextInput
        name="company_name"
        label="Company name"
        autoComplete="organization"
        withAsterisk
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
    </SchemaForm>
  );
}
