import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  MultiSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { passwordProblem } from '@spotlane/shared/domain/passwords';
import { paths } from '@spotlane/shared/domain/paths';
import {
  equipmentTypeLabels,
  equipmentTypes,
  type RegisterRequest,
  registerCarrierRequest,
  registerShipperRequest,
} from '@spotlane/shared/schemas/auth';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { applyServerErrors } from '../../../lib/form-errors.ts';
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

const equipmentOptions = equipmentTypes.map((value) => ({
  value,
  label: equipmentTypeLabels[value],
}));

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
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterFormValues>({
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

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    registration.mutate(values as unknown as RegisterRequest, {
      onSuccess: () => navigate(paths.registerSuccess),
      onError: (error) => setFormError(applyServerErrors(error, setError, FIELDS)),
    });
  });

  const isCarrier = userType === 'carrier';

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {formError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {formError}
          </Alert>
        ) : null}
        <TextInput
          label="Company name"
          autoComplete="organization"
          withAsterisk
          error={errors.company_name?.message}
          {...register('company_name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            withAsterisk
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            withAsterisk
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            withAsterisk
            error={errors.email?.message}
            {...register('email')}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            withAsterisk
            error={errors.phone?.message}
            {...register('phone')}
          />
        </SimpleGrid>
        <PasswordInput
          label="Password"
          description="At least 10 characters; not your e-mail address."
          autoComplete="new-password"
          withAsterisk
          error={errors.password?.message}
          {...register('password')}
        />

        {isCarrier ? (
          <>
            <Divider label="Your authority and equipment" labelPosition="left" mt="xs" />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                label="MC number"
                inputMode="numeric"
                description="An MC or a DOT number, digits only."
                error={errors.mc_number?.message}
                {...register('mc_number')}
              />
              <TextInput
                label="DOT number"
                inputMode="numeric"
                description="At least one of the two."
                error={errors.dot_number?.message}
                {...register('dot_number')}
              />
            </SimpleGrid>
            <TextInput
              label="Cargo insurance limit"
              placeholder="100k"
              description="For example 100k, $250,000 or 1m."
              withAsterisk
              error={errors.cargo_insurance_limit?.message}
              {...register('cargo_insurance_limit')}
            />
            <Controller
              control={control}
              name="equipment_types"
              render={({ field }) => (
                <MultiSelect
                  label="Equipment types"
                  placeholder={field.value.length ? undefined : 'Choose one or more'}
                  data={equipmentOptions}
                  withAsterisk
                  clearable
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                  error={errors.equipment_types?.message}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          </>
        ) : null}

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
  );
}
