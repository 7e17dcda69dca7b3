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
import { useCarrierCount } from '../../features/network/api/has-multiple-carriers.ts';
import { useCompanyCount } from '../../features/network/api/has-multiple-companies.ts';
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

function OptionCard({
  value,
  label,
  description,
  icon,
  disabled,
}: {
  value: string;
  label: string;
  description: ReactNode;
  icon: ReactNode;
  disabled?: boolean;
}) {
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
  const [choice, setChoice] = useState<AddChoice | null>(null);
  const [carrierChoice, setCarrierChoice] = useState<CarrierChoice | null>(null);
  const [carrierOpened, setCarrierOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [carrierError, setCarrierError] = useState<string | null>(null);
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
    setChoice(null);
    setCarrierChoice(null);
    setError(null);
    setCarrierError(null);
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
    if (outcome.kind === 'error') return setError(outcome.message);
    if (outcome.kind === 'carrier-modal') {
      onClose();
      setCarrierOpened(true);
      return;
    }
    closeAll();
    navigate(outcome.to);
  };

  const continueCarrier = () => {
    const outcome = chooseCarrier(carrierChoice, carrierCount);
    if (outcome.kind === 'error') return setCarrierError(outcome.message);
    if (outcome.kind === 'navigate') {
      closeAll();
      navigate(outcome.to);
    }
  };

  const listDisabled = !carriers.isFetching && carrierListDisabled(carrierCount);

  return (
    <>
      <Modal
        opened={opened}
        onClose={closeAll}
        title="Select what you want to add"
        centered
        radius="lg"
        size="md"
      >
        <Stack gap="sm">
          <Radio.Group
            value={choice}
            onChange={(value) => {
              setChoice(value as AddChoice);
              setError(null);
            }}
            aria-label="What to add"
          >
            <Stack gap="sm">
              <OptionCard
                value="company"
                label="Company"
                description="A place you pick up from or deliver to"
                icon={<IconBuildingWarehouse size={22} />}
              />
              <OptionCard
                value="carrier"
                label="Carrier"
                description="A carrier you work with, or a list of them"
                icon={<IconTruck size={22} />}
              />
              <OptionCard
                value="shipment"
                label="Shipment"
                description={
                  !canAddShipment
                    ? 'You do not have permission to add shipments'
                    : shipmentBlocked
                      ? NEED_COMPANIES_AND_CARRIER
                      : 'A load to publish to your carriers'
                }
                icon={<IconPackage size={22} />}
                disabled={!canAddShipment || shipmentBlocked}
              />
            </Stack>
          </Radio.Group>
          {error ? (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={closeAll}>
              Cancel
            </Button>
            <Button onClick={continueFirst} loading={choice === 'shipment' && counting}>
              Continue
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={carrierOpened}
        onClose={closeAll}
        title="Add carriers"
        centered
        radius="lg"
        size="md"
      >
        <Stack gap="sm">
          <Radio.Group
            value={carrierChoice}
            onChange={(value) => {
              setCarrierChoice(value as CarrierChoice);
              setCarrierError(null);
            }}
            aria-label="Carrier option"
          >
            <Stack gap="sm">
              <OptionCard
                value="new-carrier"
                label="New Carrier"
                description="Invite a carrier by e-mail or link an existing one"
                icon={<IconTruckDelivery size={22} />}
              />
              <OptionCard
                value="new-list"
                label="New Carrier List"
                description={listDisabled ? NEED_A_CARRIER : LIST_HINT}
                icon={<IconListDetails size={22} />}
                disabled={listDisabled}
              />
            </Stack>
          </Radio.Group>
          {carrierError ? (
            <Text c="red" size="sm" role="alert">
              {carrierError}
            </Text>
          ) : null}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={closeAll}>
              Cancel
            </Button>
            <Button onClick={continueCarrier}>Continue</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
