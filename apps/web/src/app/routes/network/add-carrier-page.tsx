import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paths } from '@spotlane/shared/domain/paths';
import { type AddCarrierRequest, addCarrierRequest } from '@spotlane/shared/schemas/carriers';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAddCarrier } from '../../../features/network/api/add-carrier.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { PageHeader } from '../../../ui/page-header.tsx';

interface Values {
  email: string;
  company_name: string;
  first_name: string;
  last_name: string;
  phone: string;
}
const FIELDS = ['email', 'company_name', 'first_name', 'last_name', 'phone'] as const;

/** /add-new-carrier: link a registered carrier by e-mail, or invite an unknown address. */
export default function AddCarrierPage() {
  const navigate = useNavigate();
  const add = useAddCarrier();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(addCarrierRequest) as unknown as Resolver<Values>,
    defaultValues: { email: '', company_name: '', first_name: '', last_name: '', phone: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const carrier = await add.mutateAsync(values as AddCarrierRequest);
      notifications.show({
        color: 'teal',
        message:
          carrier.status === 'invited'
            ? `An invitation was sent to ${carrier.email}`
            : `${carrier.company_name || carrier.email} was added to your network`,
      });
      navigate(paths.viewCarrier(carrier.id), { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <>
      <PageHeader title="New Carrier" showTools={false} />
      <Container size="sm" py="xl">
        <Paper withBorder radius="lg" p="xl">
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <Title order={2} size="h4">
                Add a carrier to your network
              </Title>
              <Alert variant="light" color="brand" icon={<IconMailForward size={18} />}>
                Enter the carrier's e-mail address. A carrier already on Spotlane is linked at once;
                an address we do not know yet gets an invitation to register, and the carrier shows
                as Invited until they do.
              </Alert>
              {formError ? (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconAlertCircle size={18} />}
                  role="alert"
                >
                  {formError}
                </Alert>
              ) : null}
              <TextInput
                label="E-mail"
                type="email"
                withAsterisk
                autoComplete="off"
                error={errors.email?.message}
                {...register('email')}
              />
              <Text size="sm" c="dimmed">
                Optional: how you know them.
              </Text>
              <TextInput
                label="Company name"
                error={errors.company_name?.message}
                {...register('company_name')}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextInput
                  label="First name"
                  error={errors.first_name?.message}
                  {...register('first_name')}
                />
                <TextInput
                  label="Last name"
                  error={errors.last_name?.message}
                  {...register('last_name')}
                />
              </SimpleGrid>
              <TextInput
                label="Phone"
                type="tel"
                error={errors.phone?.message}
                {...register('phone')}
              />
              <Group justify="flex-end" mt="sm">
                <Button variant="default" onClick={() => navigate(-1)}>
                  Cancel
                </Button>
                <Button type="submit" loading={isSubmitting}>
                  Add carrier
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Container>
    </>
  );
}
