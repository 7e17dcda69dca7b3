import * as Mantine from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { companyTypeLabels } from '@spotlane/shared/schemas/companies';
import { IconFileImport, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCompanies } from '../../../features/network/api/list-companies.ts';
import { LocationSummary } from '../../../features/network/components/location-summary.tsx';
import { MANAGE_COMPANIES_REFUSED } from '../../../features/network/components/manage-companies-guard.tsx';
import { useSession } from '../../../lib/session.ts';
import {
  ListAddButton,
  ListBody,
  ListEmpty,
  ListPage,
  useListState,
} from '../../../ui/list-page.tsx';

/** /companies: the shipper's trading partners, each with its first location and its hours. */
export default function CompaniesPage() {
  const { user } = useSession();
  const canEdit = user?.permissions.company_update === true;
  const state = useListState();
  const { settled } = state;
  const companies = useCompanies(state.query);

  return (
    <ListPage
      title="Companies"
      state={state}
      count={companies.data?.count}
      top={
        canEdit ? null : (
          <Mantine.Alert variant="light" color="gray" icon={<IconLock size={18} />}>
            {`Read only. ${MANAGE_COMPANIES_REFUSED}`}
          </Mantine.Alert>
        )
      }
      summary={
        <Mantine.Text c="dimmed" size="sm">
          {companies.data
            ? `${companies.data.count} ${companies.data.count === 1 ? 'company' : 'companies'}`
            : ' '}
        </Mantine.Text>
      }
      toolbar={
        canEdit ? (
          <>
            <Mantine.Button
              variant="default"
              size="xs"
              component={Link}
              to={paths.importCompanies}
              leftSection={<IconFileImport size={16} />}
            >
              Import CSV
            </Mantine.Button>
            <ListAddButton to={paths.newCompany} label="New Company" />
          </>
        ) : null
      }
    >
      <ListBody
        list={companies}
        loadingLabel="Loading companies…"
        empty={
          <ListEmpty
            noun="companies"
            searching={Boolean(settled)}
            searchHint="Try another name, city or zip code."
            hint="Companies are the places you pick up from and deliver to. Add them one by one or import a CSV file."
            add={canEdit ? { to: paths.newCompany, label: 'Add your first company' } : null}
          />
        }
      >
        {(results) => (
          <Mantine.SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {results.map((company) => {
              const first = company.locations[0];
              return (
                <Mantine.Paper key={company.id} withBorder radius="lg" p="md" shadow="xs">
                  <Mantine.Stack gap="sm">
                    <Mantine.Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Mantine.Anchor
                        component={Link}
                        to={paths.viewCompany(company.id)}
                        fw={700}
                        c="inherit"
                      >
                        <Mantine.Title order={2} size="h5">
                          {company.name}
                        </Mantine.Title>
                      </Mantine.Anchor>
                      <Mantine.Badge variant="light" size="sm" tt="none" style={{ flexShrink: 0 }}>
                        {companyTypeLabels[company.company_type]}
                      </Mantine.Badge>
                    </Mantine.Group>
                    {first ? <LocationSummary location={first} canEdit={canEdit} /> : null}
                    <Mantine.Group justify="space-between">
                      <Mantine.Text size="xs" c="dimmed">
                        {company.locations.length > 1
                          ? `+${company.locations.length - 1} more location${company.locations.length > 2 ? 's' : ''}`
                          : ' '}
                      </Mantine.Text>
                      <Mantine.Button
                        component={Link}
                        to={paths.viewCompany(company.id)}
                        variant="subtle"
                        size="compact-sm"
                        aria-label={`View ${company.name}`}
                      >
                        View
                      </Mantine.Button>
                    </Mantine.Group>
                  </Mantine.Stack>
                </Mantine.Paper>
              );
            })}
          </Mantine.SimpleGrid>
        )}
      </ListBody>
    </ListPage>
  );
}
