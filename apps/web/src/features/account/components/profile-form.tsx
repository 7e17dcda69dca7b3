import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { profileForm } from '@spotlane/shared/forms/profile-form';
import { equipmentTypeLabels } from '@spotlane/shared/schemas/auth';
import type { ProfileResponse } from '@spotlane/shared/schemas/users';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import {
  CarrierAuthorityFields,
  FormTextInput,
  NameFields,
  PhoneField,
} from '../../../ui/form-fields.tsx';
import { FormError, useSchemaForm } from '../../../ui/schema-form.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { PROFILE_FIELDS, profileFormDefaults } from '../profile-form-values.ts';

function equipmentText(types: string[]): string {
  return types
    .map((type) => equipmentTypeLabels[type as keyof typeof equipmentTypeLabels] ?? type)
    .join(', ');
}

function ReadOnly({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </div>
  );
}

/** /settings/user-edit's form: the person for everyone, the company for the owner. */
export function ProfileForm({ profile }: { profile: ProfileResponse }) {
  const schema = useMemo(
    () => profileForm({ isOwner: profile.is_owner, userType: profile.user_type }),
    [profile.is_owner, profile.user_type],
  );
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm(schema, { defaultValues: profileFormDefaults(profile) });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isDirty },
  } = form;

  const onSubmit = handleSubmit((body) => {
    setFormError(null);
    setSaved(false);
    update.mutate(body, {
      onSuccess: (next) => {
        reset(profileFormDefaults(next));
        setSaved(true);
      },
      onError: (error) => setFormError(applyServerErrors(error, setError, PROFILE_FIELDS)),
    });
  });

  const isCarrier = profile.user_type === 'carrier';

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <FormError message={formError} />
          {saved && !isDirty ? (
            <Alert color="teal" variant="light" icon={<IconCheck size={18} />} role="status">
              Your profile is saved.
            </Alert>
          ) : null}

          <Paper withBorder radius="lg" p="xl">
            <Title order={2} size="h4" mb={4}>
              You
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              Your name shows on shipments, bids and messages. You sign in with {profile.email}.
            </Text>
            <Stack gap="md">
              <NameFields required autoComplete breakpoint="sm" />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label="E-mail" value={profile.email} readOnly disabled />
                <PhoneField autoComplete />
              </SimpleGrid>
            </Stack>
          </Paper>

          <Paper withBorder radius="lg" p="xl">
            <Group justify="space-between" mb={4}>
              <Title order={2} size="h4">
                Company
              </Title>
              {profile.is_owner ? null : (
                <Badge variant="light" color="gray" leftSection={<IconLock size={12} />}>
                  Read only
                </Badge>
              )}
            </Group>
            {profile.is_owner ? (
              <Stack gap="md" mt="md">
                <FormTextInput
                  name="company_name"
                  label="Company name"
                  autoComplete="organization"
                  withAsterisk
                />
                {isCarrier ? (
                  <CarrierAuthorityFields title="Authority and equipment" breakpoint="sm" />
                ) : null}
              </Stack>
            ) : (
              <>
                <Text size="sm" c="dimmed" mb="md">
                  Only the owner of your account can change the company details.
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                  <ReadOnly label="Company name" value={profile.company_name} />
                  {isCarrier ? (
                    <>
                      <ReadOnly label="MC number" value={profile.mc_number} />
                      <ReadOnly label="DOT number" value={profile.dot_number} />
                      <ReadOnly
                        label="Cargo insurance limit"
                        value={profile.cargo_insurance_limit}
                      />
                      <ReadOnly
                        label="Equipment types"
                        value={equipmentText(profile.equipment_types)}
                      />
                    </>
                  ) : null}
                </SimpleGrid>
              </>
            )}
          </Paper>

          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={!isDirty || update.isPending}
              onClick={() => {
                reset(profileFormDefaults(profile));
                setFormError(null);
              }}
            >
              Discard changes
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
