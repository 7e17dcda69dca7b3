import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { paths } from '@spotlane/shared/domain/paths';
import { IconFileAlert } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryStates } from '../../../ui/states.tsx';
import { useClaims } from '../api/claims.ts';
import { ClaimsList } from './claims-list.tsx';

/**
 * The claims of a delivered load on its page: the list for both parties and, for the shipper,
 * "File a claim" with the load's documents (PRODUCT.md 21).
 */
export function LoadClaims({
  loadId,
  side,
  canFile,
  fileForm,
}: {
  loadId: number;
  side: 'shipper' | 'carrier';
  canFile: boolean;
  /** The form, composed by the page with the load's documents. */
  fileForm?: (onFiled: (claimId: number) => void) => React.ReactNode;
}) {
  const query = useClaims({ load_id: loadId });
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const claims = query.data?.results ?? [];
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="load-claims">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            Claims
          </Title>
          {canFile && fileForm ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconFileAlert size={16} />}
              onClick={() => setOpen(true)}
            >
              File a claim
            </Button>
          ) : null}
        </Group>
        <QueryStates
          query={query}
          loading="Loading the claims…"
          isEmpty={claims.length === 0}
          empty={
            <Text size="sm" c="dimmed">
              No claims on this load.
            </Text>
          }
        >
          <ClaimsList claims={claims} side={side} />
        </QueryStates>
      </Stack>
      {fileForm ? (
        <Modal opened={open} onClose={() => setOpen(false)} title="File a claim" size="lg">
          {fileForm((claimId) => {
            setOpen(false);
            navigate(paths.viewClaim(claimId));
          })}
        </Modal>
      ) : null}
    </Card>
  );
}
