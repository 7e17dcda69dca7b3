import {
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
import { type SignInField, signInProblems } from '@spotlane/shared/domain/sign-in-rules';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLogin } from '../../../features/account/api/login.ts';
import { AuthCard } from '../../../features/account/components/auth-layout.tsx';
import { getRememberMe } from '../../../lib/device-storage.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { FormError } from '../../../ui/form-error.tsx';

const fields = ['email', 'password'] as const;

/**
 * Sign-in (/ and any unknown path). After the password step the guard takes the user on:
 * to the remembered page or home, or to /authentication when a code is owed.
 *
 * A plain controlled form (the first-load budget: the sign-in route loads neither zod nor
 * react-hook-form) that behaves as the schema forms do: the checks of `loginRequest`
 * (sign-in-rules.ts) on submit, the first bad field focused, each field checked again as it
 * changes once the form was submitted, and the server's field errors next to their inputs.
 */
export default function LoginPage() {
  useDocumentTitle('Sign in · Spotlane');
  const navigate = useNavigate();
  const login = useLogin();
  const [values, setValues] = useState(() => ({
    email: '',
    password: '',
    remember_me: getRememberMe(),
  }));
  const [errors, setErrors] = useState<Partial<Record<SignInField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const submitted = useRef(false);
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const inputs = { email, password };

  const showError = (field: SignInField, message: string | undefined, focus = false) => {
    setErrors((current) => ({ ...current, [field]: message }));
    if (focus) inputs[field].current?.focus();
  };

  const change = (field: SignInField) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    if (submitted.current) showError(field, signInProblems(next)[field]);
  };

  /** What a text field of the form takes: its value, its error, its input for the focus. */
  const bind = (field: SignInField) => ({
    ref: inputs[field],
    name: field,
    size: 'md' as const,
    value: values[field],
    onChange: change(field),
    error: errors[field],
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const problems = signInProblems(values);
    setErrors(problems);
    const bad = fields.find((field) => problems[field]);
    if (bad) {
      inputs[bad].current?.focus();
      return;
    }
    setFormError(null);
    try {
      const data = await login.mutateAsync({
        email: values.email.trim(),
        password: values.password,
        remember_me: values.remember_me,
      });
      if (data.otp_required) navigate(paths.oneTimeCode);
    } catch (error) {
      setFormError(
        applyServerErrors<typeof values>(
          error,
          (field, { message }, options) => {
            if (field === 'email' || field === 'password')
              showError(field, message, options?.shouldFocus);
          },
          fields,
        ),
      );
    }
  };

  return (
    <AuthCard
      title="Sign in to Spotlane"
      subtitle="Welcome back. Enter your e-mail and password to continue."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={formError} />
          <TextInput
            {...bind('email')}
            label="E-mail"
            type="email"
            withAsterisk={false}
            autoComplete="username"
            placeholder="you@company.com"
          />
          <PasswordInput {...bind('password')} label="Password" autoComplete="current-password" />
          <Group justify="space-between">
            <Checkbox
              name="remember_me"
              label="Remember me"
              checked={values.remember_me}
              onChange={(event) => {
                const { checked } = event.currentTarget;
                setValues((current) => ({ ...current, remember_me: checked }));
              }}
            />
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
        </Stack>
      </form>
    </AuthCard>
  );
}
