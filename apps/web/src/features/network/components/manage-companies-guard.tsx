import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { PageHeader } from '../../../ui/page-header.tsx';

export const MANAGE_COMPANIES_REFUSED =
  'Adding, changing or importing companies needs the "Manage companies" permission. Ask your account owner for it.';

/**
 * Decision 024: without company_update the companies are read-only. /companies and
 * /view-company list and show them (the shipment form uses them anyway); the pages that
 * change them answer this refusal instead of a form the server would refuse.
 */
export function ManageCompaniesGuard({ title, children }: { title: string; children: ReactNode }) {
  const { user } = useSession();
  if (user && user.permissions.company_update !== true) {
    return (
      <>
        <PageHeader title={title} showTools={false} />
        <Container size="md">
          <Alert color="orange" variant="light" icon={<IconLock size={18} />} role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{MANAGE_COMPANIES_REFUSED}</Text>
              <Button component={Link} to={paths.companies} variant="light" size="xs">
                Back to companies
              </Button>
            </Stack>
          </Alert>
        </Container>
      </>
    );
  }
  return children;
}
