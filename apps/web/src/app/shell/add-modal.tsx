import { Button, Group, Modal, Radio, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBuildingWarehouse,
  IconListDetails,
  IconPackage,
  IconTruck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCarrierCount, useCompanyCount } from '../../features/network/api/network-counts.ts';
import {
  type AddChoice,
  type CarrierChoice,
  carrierListDisabled,
  chooseAdd,
  chooseCarrier,
  LIST_HINT,
  NEED_A_CARRIER,
  NEED_COMPANIES_AND_CARRIER,
} from './add-choices.ts';
import classes from './add-modal.module.css';

const COMPANY_HINT = 'A place you pick up from or deliver to';
const CARRIER_HINT = 'A carrier you work with, or a list of them';
const INVITE_HINT = 'Invite a carrier by e-mail or link an existing one';

/** The two steps of the Add flow: their titles and the accessible names of their choices. */
const STEPS = {
  what: { title: 'Select what you want to add', label: 'What to add' },
  carrier: { title: 'Add carriers', label: 'Carrier option' },
};

interface OptionCardProps {
  value: string;
  label: string;
  description: ReactNode;
  icon: ReactNode;
  disabled?: boolean;
}

function OptionCard({ value, label, description, icon, disabled }: OptionCardProps) {
  return (
    <Radio.Card value={value} className={classes.card} disabled={disabled} aria-label={label}>
      <Group wrap="nowrap" align="center" gap="md">
        <ThemeIcon size={42} radius="md" variant="light" color={disabled ? 'gray' : 'brand'}>
          {icon}
        </ThemeIcon>
        <div className={classes.text}>
          <Text fw={600}>{label}</Text>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        <Radio.Indicator disabled={disabled} />
      </Group>
    </Radio.Card>
  );
}

/** 'Select what you want to add' and its Carrier follow-up (SPEC 2.14, 5). */
export function AddModals({
  opened,
  onClose,
  canAddShipment,
}: {
  opened: boolean;
  onClose: () => void;
  canAddShipment: boolean;
}) {
  const navigate = useNavigate();
  const first = useChoice<AddChoice>();
  const second = useChoice<CarrierChoice>();
  const choice = first.value;
  const [carrierOpened, setCarrierOpened] = useState(false);
  const companies = useCompanyCount({ enabled: opened || carrierOpened });
  const carriers = useCarrierCount({ enabled: opened || carrierOpened });
  // Decide on fresh counts only: a company or carrier added a moment ago must count.
  const counting = companies.isFetching || carriers.isFetching;
  const carrierCount = carriers.data ?? 0;
  const shipmentBlocked =
    canAddShipment &&
    !counting &&
    !companies.isPending &&
    !carriers.isPending &&
    chooseAdd('shipment', { canAddShipment, companyCount: companies.data ?? 0, carrierCount })
      .kind === 'error';

  const reset = () => {
    first.reset();
    second.reset();
  };
  const closeAll = () => {
    setCarrierOpened(false);
    onClose();
    reset();
  };

  const continueFirst = () => {
    if (counting && choice === 'shipment') return;
    const outcome = chooseAdd(choice, {
      canAddShipment,
      companyCount: companies.data ?? 0,
      carrierCount,
    });
    if (outcome.kind === 'error') return first.setError(outcome.message);
    if (outcome.kind === 'carrier-modal') {
      onClose();
      setCarrierOpened(true);
      return;
    }
    closeAll();
    navigate(outcome.to);
  };

  const continueCarrier = () => {
    const outcome = chooseCarrier(second.value, carrierCount);
    if (outcome.kind === 'error') return second.setError(outcome.message);
    if (outcome.kind === 'navigate') {
      closeAll();
      navigate(outcome.to);
    }
  };

  const listDisabled = !carriers.isFetching && carrierListDisabled(carrierCount);

  const option = (value: string, label: string, icon: ReactNode, description: ReactNode) => ({
    value,
    label,
    icon,
    description,
  });
  const shipmentHint = !canAddShipment
    ? 'You do not have permission to add shipments'
    : shipmentBlocked
      ? NEED_COMPANIES_AND_CARRIER
      : 'A load to publish to your carriers';
  return (
    <>
      <ChoiceModal
        step={{ ...STEPS.what, opened, choice: first }}
        onClose={closeAll}
        onContinue={continueFirst}
        continuing={choice === 'shipment' && counting}
        options={[
          option('company', 'Company', <IconBuildingWarehouse size={22} />, COMPANY_HINT),
          option('carrier', 'Carrier', <IconTruck size={22} />, CARRIER_HINT),
          {
            ...option('shipment', 'Shipment', <IconPackage size={22} />, shipmentHint),
            disabled: !canAddShipment || shipmentBlocked,
          },
        ]}
      />
      <ChoiceModal
        onClose={closeAll}
        step={{ ...STEPS.carrier, opened: carrierOpened, choice: second }}
        onContinue={continueCarrier}
        options={[
          option('new-carrier', 'New Carrier', <IconTruckDelivery size={22} />, INVITE_HINT),
          {
            ...option('new-list', 'New Carrier List', <IconListDetails size={22} />, LIST_HINT),
            ...(listDisabled ? { description: NEED_A_CARRIER, disabled: true } : {}),
          },
        ]}
      />
    </>
  );
}

interface Choice<T extends string> {
  value: T | null;
  /** Picking an option clears the step's error. */
  choose: (value: string) => void;
  error: string | null;
  setError: (message: string) => void;
  reset: () => void;
}

/** The option picked in one step of the Add flow and the error it got on Continue. */
function useChoice<T extends string>(): Choice<T> {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    choose: (next) => {
      setValue(next as T);
      setError(null);
    },
    error,
    setError,
    reset: () => {
      setValue(null);
      setError(null);
    },
  };
}

/** One step of the Add flow: a choice of option cards, its error, Cancel and Continue. */
function ChoiceModal({
  step: { opened, title, label, choice },
  onClose,
  onContinue,
  continuing = false,
  options,
}: {
  /** Whether it shows, its title, its choice and the choice's accessible name. */
  step: { opened: boolean; title: string; label: string; choice: Choice<string> };
  onClose: () => void;
  onContinue: () => void;
  continuing?: boolean;
  options: OptionCardProps[];
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg" size="md">
      <Stack gap="sm">
        <Radio.Group value={choice.value} onChange={choice.choose} aria-label={label}>
          <Stack gap="sm">
            {options.map((option) => (
              <OptionCard key={option.value} {...option} />
            ))}
          </Stack>
        </Radio.Group>
        {choice.error ? (
          <Text c="red" size="sm" role="alert">
            {choice.error}
          </Text>
        ) : null}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onContinue} loading={continuing}>
            Continue
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
