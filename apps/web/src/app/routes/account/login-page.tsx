import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { paths } from '@spotlane/shared/domain/paths';
import { type LoginRequest, loginRequest } from '@spotlane/shared/schemas/auth';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useLogin } from '../../../features/account/api/login.ts';
import { AuthCard } from '../../../features/account/components/auth-layout.tsx';
import { getRememberMe } from '../../../lib/device-storage.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';

/**
 * Sign-in (/ and any unknown path). After the password step the guard takes the user on:
 * to the remembered page or home, or to /authentication when a code is owed.
 */
export default function LoginPage() {
  useDocumentTitle('Sign in · Spotlane');
  const navigate = useNavigate();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '', remember_me: getRememberMe() },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    login.mutate(values, {
      onSuccess: (data) => {
        if (data.otp_required) navigate(paths.oneTimeCode);
      },
      onError: (error) => setFormError(applyServerErrors(error, setError, ['email', 'password'])),
    });
  });

  return (
    <AuthCard
      title="Sign in to Spotlane"
      subtitle="Welcome back. Enter your e-mail and password to continue."
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {formError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {formError}
            </Alert>
          ) : null}
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            placeholder="you@company.com"
            size="md"
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            size="md"
            error={errors.password?.message}
            {...register('password')}
          />
          <Group justify="space-between">
            <Checkbox label="Remember me" {...register('remember_me')} />
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            Sign in
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            New to Spotlane?{' '}
            <Anchor component={Link} to={paths.register} fw={600}>
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
