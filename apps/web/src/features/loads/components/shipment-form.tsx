import { Button, Group } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { groupTwo } from '../../../lib/device-storage.ts';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';
import { useCompanyChoices } from '../../network/api/choices.ts';
import type { LocationSlot, ShipmentFormValues } from '../shipment-form-values.ts';
import { SaveFormAsTemplate } from './form-templates.tsx';
import { AudienceSection, type NearbyTrucks } from './shipment-form/audience-section.tsx';
import { BiddingSection } from './shipment-form/bidding-section.tsx';
import { CopyDatesSection } from './shipment-form/copy-dates-section.tsx';
import { DatesSection } from './shipment-form/dates-section.tsx';
import { ShipmentFormFrame, type ShipmentFormFrameProps } from './shipment-form/form-frame.tsx';
import { ShipmentStopsSection } from './shipment-form/multi-stop-section.tsx';
import {
  type BenchmarkSlot,
  EquipmentAndRateSection,
  SpecsSection,
} from './shipment-form/specs-section.tsx';
import { QuickStopsSection, QuotePlacesSection } from './shipment-form/stop-section.tsx';

type PageProps = Omit<
  ShipmentFormFrameProps,
  'children' | 'companies' | 'onAddCompany' | 'secondaryAction'
>;

export interface ShipmentFormProps extends PageProps {
  /** Called whenever the copy dates change (kept in shipmentCopies). */
  onCopyDatesChange?: (dates: ShipmentFormValues['copy_dates']) => void;
  /** PRODUCT.md 10: the suggested target for the stops' lane (the analytics feature's benchmark). */
  benchmark?: BenchmarkSlot;
  /** PRODUCT.md 20: the trucks near the first pickup, under the audience. */
  nearby?: NearbyTrucks;
}

/**
 * The account's companies (the stop pickers offer their locations), then the form; adding a
 * company on the way keeps what was typed and comes back.
 */
function WithCompanies({
  children,
}: {
  children: (
    companies: ShipmentFormFrameProps['companies'],
    addCompany: (slot: LocationSlot, values: ShipmentFormValues) => void,
  ) => ReactNode;
}) {
  const companies = useCompanyChoices();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (companies.isPending) return <LoadingState label="Loading your companies…" />;
  if (companies.isError)
    return <ErrorState error={companies.error} onRetry={() => companies.refetch()} />;
  return children(companies.data.results, (slot, values) => {
    groupTwo.setTempShipmentData({ values, returnTo: pathname, slot });
    navigate(paths.newCompanyFromShipment(slot.endsWith('origin') ? 'origin' : 'destination'));
  });
}

/**
 * The shipment / quote-request form of /add-new-shipment, /edit-load, /add-new-quote,
 * /copy-shipment...: its sections for the form's mode.
 */
export function ShipmentForm({
  onCopyDatesChange,
  benchmark,
  nearby,
  ...props
}: ShipmentFormProps) {
  const copy = props.copy ?? false;
  const noLocation = props.mode === 'quote-no-location';
  return (
    <WithCompanies>
      {(companies, addCompany) => (
        <ShipmentFormFrame
          {...props}
          companies={companies}
          onAddCompany={addCompany}
          secondaryAction={
            // PRODUCT.md 16: a shipment's form saves what it holds as a template.
            props.mode === 'shipment' && !copy
              ? (values, saving) => <SaveFormAsTemplate values={values} disabled={saving} />
              : undefined
          }
        >
          <DatesSection />
          {copy ? <CopyDatesSection onChange={onCopyDatesChange} /> : null}
          {noLocation ? <QuotePlacesSection /> : <ShipmentStopsSection appointments={!copy} />}
          <SpecsSection benchmark={benchmark} />
          {props.mode === 'shipment' && !copy ? <BiddingSection /> : null}
          <AudienceSection nearby={nearby} />
        </ShipmentFormFrame>
      )}
    </WithCompanies>
  );
}

/**
 * The one-screen form of /create/new/addLoad and /loadModalFormDetails (PRODUCT.md 13): the
 * name and dates, the two stops, equipment and target rate, the audience, and a link to the
 * full form that takes what was typed along.
 */
export function QuickShipmentForm(props: PageProps) {
  const navigate = useNavigate();
  return (
    <WithCompanies>
      {(companies, addCompany) => (
        <ShipmentFormFrame
          {...props}
          companies={companies}
          onAddCompany={addCompany}
          secondaryAction={(values, saving) => (
            <Group gap={0}>
              <Button
                variant="subtle"
                disabled={saving}
                onClick={() => {
                  const full = paths.newShipment();
                  groupTwo.setTempShipmentData({ values: values(), returnTo: full });
                  navigate(full);
                }}
              >
                Open the full form
              </Button>
              <SaveFormAsTemplate values={values} disabled={saving} />
            </Group>
          )}
        >
          <DatesSection />
          <QuickStopsSection />
          <EquipmentAndRateSection />
          <AudienceSection />
        </ShipmentFormFrame>
      )}
    </WithCompanies>
  );
}
