import { Container, Stack, Text } from '@mantine/core';
import { VerifyRateConfirmation } from '../../../features/compliance/components/verify-rate-confirmation.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';

/**
 * /verify-rate-confirmation (PRODUCT.md 15): anyone, signed in or not, drops a PDF and learns
 * whether Spotlane issued it, for which load and version, untouched.
 */
export default function VerifyRateConfirmationPage() {
  return (
    <>
      <PageHeader title="Verify a rate confirmation" showTools={false} />
      <Container size="sm">
        <Stack gap="md">
          <Text c="dimmed">
            Doctored rate confirmations are a common freight fraud. Check a rate confirmation
            against the ones Spotlane issued before you act on it.
          </Text>
          <VerifyRateConfirmation />
        </Stack>
      </Container>
    </>
  );
}
