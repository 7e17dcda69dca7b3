import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';

/**
 * Above a carrier's load: PRODUCT.md 4, the shipper chose this carrier's quote (confirm it with
 * dates, or decline, on the Quote Form: the page says so, not only the mail); else, for a quote
 * request, that it is only informational.
 */
export function CarrierOfferNotice({
  chosen,
  isShipment,
  onAnswer,
}: {
  chosen: boolean;
  isShipment: boolean;
  onAnswer: () => void;
}) {
  if (chosen)
    return (
      <Alert
        variant="light"
        color="teal"
        icon={<IconCircleCheck size={18} />}
        title="The shipper chose your quote"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            Confirm it with your pickup and delivery dates to get the load, or decline it.
          </Text>
          <Button size="compact-sm" color="teal" onClick={onAnswer}>
            Confirm or decline
          </Button>
        </Stack>
      </Alert>
    );
  if (isShipment) return null;
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconInfoCircle size={18} />}
      title="Informational Quote Request"
    >
      This is only a request for an informational quote. Your quote can be revised or confirmed
      before the shipment is assigned.
    </Alert>
  );
}
