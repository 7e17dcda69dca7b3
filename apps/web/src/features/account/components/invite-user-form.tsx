import { Button, Checkbox, Group, Input, SimpleGrid, Text } from '@mantine/core';
import { permissionFlags } from '@spotlane/shared/domain/permissions';
import { inviteUserRequest } from '@spotlane/shared/schemas/users';
import { EmailField, NameFields } from '../../../ui/form-fields.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { useInviteUser } from '../api/invite-user.ts';
import { grantedOnly, permissionLabels } from '../permission-labels.ts';

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
  const form = useSchemaForm(inviteUserRequest, {
    defaultValues: { first_name: '', last_name: '', email: '', permissions: {} },
  });

  return (
    <SchemaForm
      form={form}
      serverFields={FIELDS}
      onSubmit={async (values) => {
        const permissions = grantedOnly(values.permissions ?? {});
        const user = await invite.mutateAsync({
          email: values.email,
          first_name: values.first_name,
          last_name: values.last_name,
          ...(canGrant && Object.keys(permissions).length > 0 ? { permissions } : {}),
        });
        onDone(user.email);
      }}
    >
      <NameFields required modalFocus />
      <EmailField required description="We send the invitation to this address." />
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
                {...form.register(`permissions.${flag}`)}
              />
            ))}
          </SimpleGrid>
        </Input.Wrapper>
      ) : (
        <Text size="sm" c="dimmed">
          The teammate starts without permissions; someone who may change permissions can grant them
          later.
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
    </SchemaForm>
  );
}
