import { Anchor, Button, Checkbox, Group, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { paths } from '@spotlane/shared/domain/paths';
import { loginRequest } from '@spotlane/shared/schemas/auth';
import { Link, useNavigate } from 'react-router';
import { useLogin } from '../../../features/account/api/login.ts';
import { AuthCard } from '../../../features/account/components/auth-layout.tsx';
import { getRememberMe } from '../../../lib/device-storage.ts';
import { EmailField, PasswordField } from '../../../ui/form-fields.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';

/**
 * Sign-in (/ and any unknown path). After the password step the guard takes the user on:
 * to the remembered page or home, or to /authentication when a code is owed.
 */
export default function LoginPage() {
  useDocumentTitle('Sign in · Spotlane');
  const navigate = useNavigate();
  const login = useLogin();
  const form = useSchemaForm(loginRequest, {
    defaultValues: { email: '', password: '', remember_me: getRememberMe() },
  });

  return (
    <AuthCard
      title="Sign in to Spotlane"
      subtitle="Welcome back. Enter your e-mail and password to continue."
    >
      <SchemaForm
        form={form}
        serverFields={['email', 'password']}
        onSubmit={async (values) => {
          const data = await login.mutateAsync(values);
          if (data.otp_required) navigate(paths.oneTimeCode);
        }}
      >
        <EmailField autoComplete="username" placeholder="you@company.com" size="md" />
        <PasswordField label="Password" autoComplete="current-password" size="md" />
        <Group justify="space-between">
          <Checkbox label="Remember me" {...form.register('remember_me')} />
          <Anchor component={Link} to="/forgotPassword" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={login.isPending}>
          Sign in
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          New to Spotlane?{' '}
          <Anchor component={Link} to="/register" fw={600}>
            Create an account
          </Anchor>
        </Text>
      </SchemaForm>
    </AuthCard>
  );
}
