import { Container } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { useNavigate } from 'react-router';
import { ImportCompanies } from '../../../features/network/components/import-companies.tsx';
import { ManageCompaniesGuard } from '../../../features/network/components/manage-companies-guard.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';

/** /edit-company-csv: the companies CSV import, for those who may manage companies. */
export default function ImportCompaniesPage() {
  const navigate = useNavigate();
  return (
    <ManageCompaniesGuard title="Import Companies">
      <PageHeader title="Import Companies" showTools={false} />
      <Container size="xl">
        <ImportCompanies onDone={() => navigate(paths.companies)} />
      </Container>
    </ManageCompaniesGuard>
  );
}
