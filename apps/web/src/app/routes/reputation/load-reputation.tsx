import { Card, Stack, Text, Title } from '@mantine/core';
import { useDocuments } from '../../../features/paperwork/api/paperwork.ts';
import { FileClaimForm } from '../../../features/reputation/components/file-claim-form.tsx';
import { LoadClaims } from '../../../features/reputation/components/load-claims.tsx';
import { LoadRatings } from '../../../features/reputation/components/load-ratings.tsx';
import { SubjectScore } from '../../../features/reputation/components/score-badge.tsx';

/** The claim form with the load's documents (paperwork's list), composed here for the page. */
function ClaimFormWithDocuments({
  loadId,
  onFiled,
}: {
  loadId: number;
  onFiled: (id: number) => void;
}) {
  const documents = useDocuments(loadId);
  return (
    <FileClaimForm
      loadId={loadId}
      documents={documents.data?.results ?? []}
      onFiled={(claim) => onFiled(claim.id)}
    />
  );
}

/**
 * A delivered load's reputation on its page, for either party (PRODUCT.md 21): rate the other
 * party (and, for the carrier, each facility), the claims, and "File a claim" for the shipper.
 */
export function LoadReputation({
  loadId,
  side,
  canFile,
}: {
  loadId: number;
  side: 'shipper' | 'carrier';
  canFile: boolean;
}) {
  return (
    <Stack gap="lg">
      <LoadRatings loadId={loadId} />
      <LoadClaims
        loadId={loadId}
        side={side}
        canFile={side === 'shipper' && canFile}
        fileForm={
          side === 'shipper'
            ? (onFiled) => <ClaimFormWithDocuments loadId={loadId} onFiled={onFiled} />
            : undefined
        }
      />
    </Stack>
  );
}

/**
 * What a carrier weighs before taking a load (PRODUCT.md 21): the shipper's stars and days to
 * pay, and each facility's stars and measured dwell.
 */
export function LoadScores({
  shipper,
  facilities,
}: {
  shipper: { id: number; company_name: string };
  facilities: ({ id: number; name: string } | null | undefined)[];
}) {
  const places = facilities.filter((place): place is { id: number; name: string } =>
    Boolean(place),
  );
  const ids = places.map((place) => place.id);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="load-scores">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Reputation
        </Title>
        <Text size="sm" fw={600}>
          {shipper.company_name}
        </Text>
        <SubjectScore subject="shipper" id={shipper.id} />
        {places.map((place) => (
          <Stack key={place.id} gap={2}>
            <Text size="sm" fw={600}>
              {place.name}
            </Text>
            <SubjectScore subject="location" id={place.id} ids={ids} />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
