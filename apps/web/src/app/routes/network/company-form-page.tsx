import { Container } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paths } from '@spotlane/shared/domain/paths';
import type { CompanyFormBody } from '@spotlane/shared/forms/company-form';
import type { CompanyResponse } from '@spotlane/shared/schemas/companies';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useCreateCompany } from '../../../features/network/api/create-company.ts';
import { useCompany } from '../../../features/network/api/get-company.ts';
import { useUpdateCompany } from '../../../features/network/api/update-company.ts';
import { emptyCompany, fromCompany } from '../../../features/network/company-form-values.ts';
import { CompanyForm } from '../../../features/network/components/company-form.tsx';
import { ManageCompaniesGuard } from '../../../features/network/components/manage-companies-guard.tsx';
import { groupTwo } from '../../../lib/device-storage.ts';
import { usePathId } from '../../../lib/path-id.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';

/**
 * /add-new-company, /edit-company/{id} and their from-shipment twins. From a shipment, the saved
 * company is handed back through tempShipmentData.pendingCompany and the shipment form reopens.
 */
export default function CompanyFormPage() {
  const { id } = usePathId();
  return (
    <ManageCompaniesGuard title={id ? 'Edit Company' : 'New Company'}>
      <CompanyFormPageBody />
    </ManageCompaniesGuard>
  );
}

function CompanyFormPageBody() {
  const params = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { id } = usePathId();
  const fromShipment = pathname.includes('-from-shipment');
  const companyType = params.companyType ?? '';
  const company = useCompany(id);
  const create = useCreateCompany();
  const update = useUpdateCompany(id ?? 0);
  const title = id ? 'Edit Company' : 'New Company';

  const done = (saved: CompanyResponse) => {
    notifications.show({ color: 'teal', message: `${saved.name} was saved` });
    if (fromShipment) {
      const existing = groupTwo.getTempShipmentData() ?? {};
      groupTwo.setTempShipmentData({
        ...existing,
        pendingCompany: { companyType, company_id: saved.id, location_id: saved.locations[0]?.id },
      });
      const returnTo = typeof existing.returnTo === 'string' ? existing.returnTo : null;
      navigate(returnTo ?? paths.newShipment());
      return;
    }
    navigate(paths.viewCompany(saved.id), { replace: true });
  };

  const submit = async (body: CompanyFormBody) => {
    const saved = id ? await update.mutateAsync(body) : await create.mutateAsync(body as never);
    done(saved);
  };

  const cancel = () => navigate(-1);

  let content: React.ReactNode;
  if (id && company.isPending) content = <LoadingState label="Loading the company…" />;
  else if (id && company.isError)
    content = <ErrorState error={company.error} onRetry={() => company.refetch()} />;
  else
    content = (
      <CompanyForm
        key={company.data?.updated_at ?? 'new'}
        defaultValues={company.data ? fromCompany(company.data) : emptyCompany(companyType)}
        submitLabel={id ? 'Save changes' : 'Save company'}
        onSubmit={submit}
        onCancel={cancel}
      />
    );

  return (
    <>
      <PageHeader title={title} showTools={false} />
      <Container size="md">{content}</Container>
    </>
  );
}
