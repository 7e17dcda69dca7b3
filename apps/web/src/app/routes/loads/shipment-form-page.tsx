import { Alert, Container } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paths, patterns } from '@spotlane/shared/domain/paths';
import type { LoadDetail } from '@spotlane/shared/schemas/loads';
import { IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { BenchmarkRange } from '../../../features/analytics/components/benchmark-range.tsx';
import { TrucksNear } from '../../../features/capacity/components/trucks-near.tsx';
import { useCreateLoad } from '../../../features/loads/api/create-load.ts';
import { useLoad } from '../../../features/loads/api/get-load.ts';
import { useUpdateLoad } from '../../../features/loads/api/update-load.ts';
import { StartFromTemplate } from '../../../features/loads/components/form-templates.tsx';
import {
  QuickShipmentForm,
  ShipmentForm,
} from '../../../features/loads/components/shipment-form.tsx';
import { restoreValues } from '../../../features/loads/restore.ts';
import { viewPathOf } from '../../../features/loads/route-text.ts';
import {
  emptyShipmentValues,
  type FormMode,
  fromLoad,
  type ShipmentFormValues,
  toRequest,
} from '../../../features/loads/shipment-form-values.ts';
import { groupTwo } from '../../../lib/device-storage.ts';
import { usePathId } from '../../../lib/path-id.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../ui/states.tsx';
import { shipperOnly } from '../shipper-only.tsx';

interface PageSetup {
  title: string;
  mode: FormMode;
  /** Edits the load of the path, else creates a new one. */
  edit: boolean;
  submitLabel: string;
  /** The one-screen form of /create/new/addLoad and /loadModalFormDetails (PRODUCT.md 13). */
  quick?: boolean;
}

function isNoLocationQuote(load: LoadDetail): boolean {
  return load.is_quote && !load.origin_location && Boolean(load.quote_origin);
}

/** Whether `pathname` is a page of `pattern`. */
const at = (pattern: string, pathname: string) => matchPath(pattern, pathname) !== null;

/** Which form a path opens (SPEC 2.3): the first entry with a pattern that matches. */
const SETUPS: { patterns: string[]; setup: PageSetup }[] = [
  {
    patterns: [patterns.quickLoad, patterns.loadModalFormDetails],
    setup: {
      title: 'Add Load',
      mode: 'shipment',
      edit: false,
      submitLabel: 'Review and publish',
      quick: true,
    },
  },
  {
    patterns: [patterns.editLoad],
    setup: { title: 'Edit Shipment', mode: 'shipment', edit: true, submitLabel: 'Save changes' },
  },
  {
    patterns: [patterns.shipmentFromQuote],
    setup: {
      title: 'Shipment Quote',
      mode: 'shipment',
      edit: false,
      submitLabel: 'Create shipment',
    },
  },
  {
    patterns: [patterns.newQuoteNoLocation],
    setup: {
      title: 'New Quote Request',
      mode: 'quote-no-location',
      edit: false,
      submitLabel: 'Request quotes',
    },
  },
  {
    patterns: [patterns.newQuote],
    setup: {
      title: 'New Quote Request',
      mode: 'quote',
      edit: false,
      submitLabel: 'Request quotes',
    },
  },
  {
    patterns: [patterns.editQuoteNoLocation],
    setup: {
      title: 'Edit Quote Request',
      mode: 'quote-no-location',
      edit: true,
      submitLabel: 'Save changes',
    },
  },
  {
    patterns: [patterns.editQuote],
    setup: { title: 'Edit Quote Request', mode: 'quote', edit: true, submitLabel: 'Save changes' },
  },
];

/** Any other path (/add-new-shipment[/{id}]) opens a new shipment. */
const NEW_SHIPMENT: PageSetup = {
  title: 'New Shipment',
  mode: 'shipment',
  edit: false,
  submitLabel: 'Review and publish',
};

export function setupFor(pathname: string): PageSetup {
  const entry = SETUPS.find((candidate) =>
    candidate.patterns.some((pattern) => at(pattern, pathname)),
  );
  return entry?.setup ?? NEW_SHIPMENT;
}

/**
 * /add-new-shipment[/{id}], /edit-load/{id}, /add-shipment-quote/{id}, /add-new-quote,
 * /add-new-quote-no-location, /edit-quote/{id} and /edit-quote-no-location/{id}; and the quick
 * form of /create/new/addLoad and /loadModalFormDetails, public paths that send a visitor
 * through sign-in and back.
 */
export default shipperOnly(ShipmentFormBody);

function ShipmentFormBody() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const setup = setupFor(pathname);
  const sourceId = usePathId().id;
  const source = useLoad(sourceId);
  const create = useCreateLoad();
  const update = useUpdateLoad(sourceId ?? 0);
  // The form left half filled to add a company comes back once, on the page that left it.
  const [restored] = useState(() => restoreValues(groupTwo.getTempShipmentData(), pathname));
  useEffect(() => {
    if (restored) groupTwo.clearTempShipmentData();
  }, [restored]);
  // PRODUCT.md 16: a new shipment may start from a template (the form opens again on it).
  const [fromTemplate, setFromTemplate] = useState<{
    values: ShipmentFormValues;
    id: number;
  } | null>(null);

  const submit = async (
    values: ShipmentFormValues,
    _changed: boolean,
    options?: { draft: boolean },
  ) => {
    const body = { ...toRequest(values, setup.mode), draft: options?.draft ?? false };
    const saved =
      setup.edit && sourceId ? await update.mutateAsync(body) : await create.mutateAsync(body);
    let message = saved.identifier
      ? `Shipment ${saved.identifier} was published`
      : `Quote request "${saved.name}" was sent`;
    if (saved.status === 'draft')
      message = `${saved.identifier ?? `"${saved.name}"`} was saved as a draft: no carrier sees it until you publish it`;
    else if (setup.edit)
      message = saved.identifier
        ? `Shipment ${saved.identifier} was saved`
        : `Quote request "${saved.name}" was saved`;
    notifications.show({ color: 'teal', message });
    navigate(saved.identifier ? paths.shipmentDetail(saved.id) : viewPathOf(saved), {
      replace: true,
    });
  };

  let content: ReactNode;
  if (sourceId && !Number.isInteger(sourceId)) {
    content = <ErrorState error={new Error('This shipment does not exist.')} />;
  } else if (sourceId && source.isPending && !restored) {
    content = <LoadingState label="Loading the shipment…" />;
  } else if (sourceId && source.isError && !restored) {
    content = <ErrorState error={source.error} onRetry={() => source.refetch()} />;
  } else {
    const load = source.data;
    const fromNoLocation = Boolean(load && isNoLocationQuote(load));
    const fromQuote = at(patterns.shipmentFromQuote, pathname);
    const defaults =
      restored ??
      fromTemplate?.values ??
      (load
        ? fromLoad(load, { withoutLocations: setup.mode !== 'quote-no-location' && fromNoLocation })
        : emptyShipmentValues());
    let notice: ReactNode = null;
    if (fromQuote && load && fromNoLocation) {
      notice = (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          This quote request names only cities ({load.quote_origin?.city},{' '}
          {load.quote_origin?.state} to {load.quote_destination?.city},{' '}
          {load.quote_destination?.state}). Choose the real pickup and delivery locations for the
          shipment.
        </Alert>
      );
    } else if (setup.edit && load && !load.identifier && setup.mode === 'shipment') {
      notice = (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          This is an informational quote request.
        </Alert>
      );
    }
    // A new shipment (not a copy of a load) may start from a template; the quick form holds only
    // two plain stops, so a template with more opens the full form.
    if (!setup.edit && setup.mode === 'shipment' && !load && !restored) {
      notice = (
        <StartFromTemplate
          shipDate=""
          onPick={(values, template) => {
            if (
              setup.quick &&
              (values.stops?.length || values.with_extra_origin || values.with_extra_destination)
            ) {
              const full = paths.newShipment();
              groupTwo.setTempShipmentData({ values, returnTo: full });
              navigate(full);
              return;
            }
            setFromTemplate({ values, id: template.id });
          }}
        />
      );
    }
    const formKey = load ? `${load.id}` : fromTemplate ? `template-${fromTemplate.id}` : 'new';
    const common = {
      mode: setup.mode,
      defaultValues: defaults,
      submitLabel: setup.submitLabel,
      onSubmit: submit,
      onCancel: () => navigate(-1),
      notice,
      offerTender: !setup.edit && setup.mode === 'shipment',
      review: !setup.edit,
    };
    content = setup.quick ? (
      <QuickShipmentForm key={formKey} {...common} />
    ) : (
      <ShipmentForm
        key={formKey}
        {...common}
        nearby={
          setup.mode === 'shipment' && !setup.edit
            ? (stop) => (
                <TrucksNear
                  originLocationId={stop.originLocationId}
                  date={stop.date}
                  equipmentType={stop.equipmentType}
                  onInvited={stop.addCarrier}
                />
              )
            : undefined
        }
        benchmark={(lane) => (
          <BenchmarkRange
            title="Suggested target (benchmark)"
            originZip={lane.originZip?.slice(0, 5)}
            destinationZip={lane.destinationZip?.slice(0, 5)}
            equipmentType={lane.equipmentType}
          />
        )}
      />
    );
  }

  return (
    <>
      <PageHeader title={setup.title} showTools={false} />
      <Container size="md">{content}</Container>
    </>
  );
}
