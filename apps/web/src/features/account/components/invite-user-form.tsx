import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Input,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type PermissionFlag, permissionFlags } from '@spotlane/shared/domain/permissions';
import { inviteUserRequest } from '@spotlane/shared/schemas/users';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useInviteUser } from '../api/invite-user.ts';
import { grantedOnly, permissionLabels } from '../permission-labels.ts';

interface InviteFormValues {
  first_name: string;
  last_name: string;
  email: string;
  permissions: Partial<Record<PermissionFlag, boolean>>;
}

const FIELDS = ['first_name', 'last_name', 'email', 'permissions'] as const;

/** Settings > Users: invites a teammate by e-mail; the mail's link lets them set a password. */
export function InviteUserForm({
  canGrant,
  onDone,
  onCancel,
}: {
  /** permission_update: only then may the invitation grant permissions. */
  canGrant: boolean;
  onDone: (email: string) => void;
  onCancel: () => void;
}) {
  const invite = useInviteUser();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<InviteFormValues>({
    resolver: zodResolver(inviteUserRequest) as unknown as Resolver<InviteFormValues>,
    defaultValues: { first_name: '', last_name: '', email: '', permissions: {} },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    const permissions = grantedOnly(values.permissions ?? {});
    invite.mutate(
      {
        email: values.email,
        first_name: values.first_name,
        last_name: values.last_name,
        ...(canGrant && Object.keys(permissions).length > 0 ? { permissions } : {}),
      },
      {
        onSuccess: (user) => onDone(user.email),
        onError: (error) => setFormError(applyServerErrors(error, setError, FIELDS)),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {formError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {formError}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            withAsterisk
            data-autofocus
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextInput
            label="Last name"
            withAsterisk
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </SimpleGrid>
        <TextInput
          label="E-mail"
          type="email"
          withAsterisk
          description="We send the invitation to this address."
          error={errors.email?.message}
          {...register('email')}
        />
        {canGrant ? (
          <Input.Wrapper
            label="Permissions"
            description="A teammate starts with only what you tick here."
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
              {permissionFlags.map((flag) => (
                <Checkbox
                  key={flag}
                  label={permissionLabels[flag]}
                  {...register(`permissions.${flag}`)}
                />
              ))}
            </SimpleGrid>
          </Input.Wrapper>
        ) : (
          <Text size="sm" c="dimmed">
            The teammate starts without permissions; someone who may change permissions can grant
            them later.
          </Text>
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
