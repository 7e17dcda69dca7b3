import { Button, Group, MultiSelect, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { dollarsToCents } from '@spotlane/shared/domain/money';
import {
  CLAIM_TYPE_LABELS,
  CLAIM_TYPES,
  type Claim,
  type ClaimType,
} from '@spotlane/shared/schemas/reputation';
import { useState } from 'react';
import { ActionError } from '../../../ui/form-error.tsx';
import { useFileClaim } from '../api/claims.ts';

/** The shipper files a claim on a delivered load, with the load's documents (PRODUCT.md 21). */
export function FileClaimForm({
  loadId,
  documents,
  onFiled,
}: {
  loadId: number;
  documents: { id: number; file_name: string; kind: string }[];
  onFiled: (claim: Claim) => void;
}) {
  const file = useFileClaim();
  const [type, setType] = useState<ClaimType>('damage');
  const [dollars, setDollars] = useState<string | number>('');
  const [description, setDescription] = useState('');
  const [documentIds, setDocumentIds] = useState<string[]>([]);
  const cents = dollarsToCents(String(dollars));
  return (
    <Stack gap="sm" data-testid="file-claim">
      <Select
        label="Type"
        value={type}
        onChange={(value) => value && setType(value as ClaimType)}
        data={CLAIM_TYPES.map((value) => ({ value, label: CLAIM_TYPE_LABELS[value] }))}
        allowDeselect={false}
      />
      <NumberInput
        label="Amount claimed ($)"
        value={dollars}
        onChange={setDollars}
        min={0}
        decimalScale={2}
        thousandSeparator=","
        prefix="$"
        required
      />
      <Textarea
        label="What happened"
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        autosize
        minRows={3}
        required
      />
      <MultiSelect
        label="Documents"
        placeholder={documents.length ? 'Choose the documents' : 'No documents on this load yet'}
        data={documents.map((doc) => ({
          value: String(doc.id),
          label: `${doc.kind.toUpperCase()}: ${doc.file_name}`,
        }))}
        value={documentIds}
        onChange={setDocumentIds}
        disabled={!documents.length}
      />
      <Group>
        <Button
          loading={file.isPending}
          disabled={cents === null || !description.trim()}
          onClick={() =>
            file.mutate(
              {
                load_id: loadId,
                type,
                amount: cents ?? 0,
                description,
                document_ids: documentIds.map(Number),
              },
              { onSuccess: onFiled },
            )
          }
        >
          File claim
        </Button>
      </Group>
      <ActionError action={file} />
    </Stack>
  );
}
