import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  Modal,
  Paper,
  Progress,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import {
  type DocumentKind,
  documentKindLabels,
  documentKinds,
  type LoadDocument,
  REJECTION_REASON_REQUIRED,
} from '@spotlane/shared/schemas/paperwork';
import { uploadProblem } from '@spotlane/shared/schemas/uploads';
import { IconCheck, IconDownload, IconFileText, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { serverErrors } from '../../../lib/form-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { ConfirmButton } from '../../../ui/entity-actions.tsx';
import { ListStates } from '../../../ui/list-states.tsx';
import stacked from '../../../ui/stacked-table.module.css';
import { TableHead } from '../../../ui/table-head.tsx';
import {
  fetchDocumentLink,
  useAttachDocument,
  useDocuments,
  useRemoveDocument,
  useRetypeDocument,
  useReviewDocument,
} from '../api/paperwork.ts';
import classes from './documents-panel.module.css';
import { PanelTitle } from './panel-title.tsx';

function reviewBadge(doc: LoadDocument) {
  if (doc.kind !== 'pod') return null;
  if (!doc.review) return <Badge color="gray">Awaiting review</Badge>;
  return doc.review.approved ? (
    <Badge color="teal">Approved</Badge>
  ) : (
    <Badge color="red">Rejected</Badge>
  );
}

/**
 * PRODUCT.md 12: the documents of a load for both parties: attach a BOL, POD or other file
 * (through the upload flow), download through a fresh signed link, and for the shipper the
 * POD review (approve, or reject with a reason).
 */
export function DocumentsPanel({
  loadId,
  party,
}: {
  loadId: number;
  party: 'shipper' | 'carrier';
}) {
  const documents = useDocuments(loadId);
  const attach = useAttachDocument(loadId);
  const review = useReviewDocument(loadId);
  const [kind, setKind] = useState<DocumentKind>(party === 'carrier' ? 'pod' : 'bol');
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [rejecting, setRejecting] = useState<LoadDocument | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const retype = useRetypeDocument(loadId);
  const remove = useRemoveDocument(loadId);
  /** The uploader may still correct its own document until the shipper reviews it. */
  const ownOpen = (doc: LoadDocument) => doc.uploaded_by_party === party && !doc.review;

  const closeRejecting = () => {
    setRejecting(null);
    setReasonError(null);
  };

  const change = async (doc: LoadDocument, next: DocumentKind) => {
    setProblem(null);
    try {
      await retype.mutateAsync({ id: doc.id, kind: next });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const choose = async (file: File | null) => {
    setFileKey((key) => key + 1);
    if (!file) return;
    const refused = uploadProblem('document', file.type, file.size);
    setProblem(refused?.message ?? null);
    if (refused) return;
    setProgress(0);
    try {
      const upload = await uploadFile('document', file, setProgress);
      await attach.mutateAsync({ upload_id: upload.id, kind, file_name: file.name });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  const download = async (doc: LoadDocument) => {
    setProblem(null);
    try {
      const link = await fetchDocumentLink(doc.id);
      window.location.assign(link.url);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const decide = async (doc: LoadDocument, approved: boolean, why: string | null) => {
    setProblem(null);
    // A rejection says why: told at the field, in the open dialog, before anything is sent.
    if (!approved && !why?.trim()) {
      setReasonError(REJECTION_REASON_REQUIRED);
      return;
    }
    try {
      await review.mutateAsync({ id: doc.id, approved, reason: why });
      closeRejecting();
      setReason('');
    } catch (error) {
      const atField = serverErrors(error, ['reason']).fields.reason;
      if (!approved && (atField || rejecting)) setReasonError(atField ?? errorMessage(error));
      else setProblem(errorMessage(error));
    }
  };

  const rows = documents.data?.results ?? [];
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="documents-panel">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <PanelTitle icon={IconFileText}>Documents</PanelTitle>
        <Group gap="xs" wrap="wrap">
          <Select
            aria-label="Document type"
            w={170}
            data={documentKinds.map((value) => ({ value, label: documentKindLabels[value] }))}
            value={kind}
            onChange={(value) => value && setKind(value as DocumentKind)}
            allowDeselect={false}
          />
          <FileButton key={fileKey} onChange={choose} accept="application/pdf,image/png,image/jpeg">
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />} loading={progress !== null}>
                Upload
              </Button>
            )}
          </FileButton>
        </Group>
      </Group>
      {progress !== null ? (
        <Progress value={progress} mb="sm" aria-label="Upload progress" />
      ) : null}
      {problem ? (
        <Alert color="red" mb="sm" role="alert">
          {problem}
        </Alert>
      ) : null}
      <ListStates
        query={documents}
        loading="Loading documents…"
        rows={rows}
        empty="No documents yet. PDF, PNG or JPEG, at most 20 MB."
      >
        <Table verticalSpacing="xs" aria-label="Documents" className={stacked.stacked}>
          <TableHead columns={['Type', 'File', 'Added', 'Review', '']} />
          <Table.Tbody>
            {rows.map((doc) => (
              <Table.Tr key={doc.id}>
                <Table.Td data-label="Type">
                  {ownOpen(doc) ? (
                    <Select
                      aria-label={`Type of ${doc.file_name}`}
                      size="xs"
                      w={150}
                      data={documentKinds.map((value) => ({
                        value,
                        label: documentKindLabels[value],
                      }))}
                      value={doc.kind}
                      onChange={(value) =>
                        value && value !== doc.kind && void change(doc, value as DocumentKind)
                      }
                      allowDeselect={false}
                    />
                  ) : (
                    documentKindLabels[doc.kind]
                  )}
                </Table.Td>
                <Table.Td data-label="File">
                  <Text size="sm" fw={500}>
                    {doc.file_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {doc.uploaded_by_party === 'shipper' ? 'Shipper' : 'Carrier'}
                    {doc.uploaded_by ? ` · ${doc.uploaded_by}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td data-label="Added">{formatDateTime(doc.created_at)}</Table.Td>
                <Table.Td data-label="Review" miw={130}>
                  <Stack gap={2}>
                    {reviewBadge(doc)}
                    {doc.review?.reason ? (
                      <Text size="xs" c="dimmed">
                        {doc.review.reason}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} className={classes.actions}>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconDownload size={14} />}
                      onClick={() => void download(doc)}
                    >
                      Download
                    </Button>
                    {ownOpen(doc) ? (
                      <ConfirmButton
                        label="Remove"
                        title="Remove this document?"
                        message={`${doc.file_name} is taken off the load for both parties.`}
                        confirmLabel="Remove"
                        onConfirm={() => remove.mutateAsync(doc.id)}
                      >
                        Remove
                      </ConfirmButton>
                    ) : null}
                    {party === 'shipper' && doc.kind === 'pod' ? (
                      <>
                        <Button
                          size="xs"
                          color="teal"
                          leftSection={<IconCheck size={14} />}
                          disabled={doc.review?.approved === true}
                          onClick={() => void decide(doc, true, null)}
                        >
                          Approve
                        </Button>
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          leftSection={<IconX size={14} />}
                          onClick={() => setRejecting(doc)}
                        >
                          Reject
                        </Button>
                      </>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ListStates>
      <Modal
        opened={rejecting !== null}
        onClose={closeRejecting}
        title="Reject the proof of delivery"
      >
        <Stack>
          <Textarea
            label="Reason"
            required
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(null);
            }}
            maxLength={500}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={closeRejecting}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={review.isPending}
              onClick={() => rejecting && void decide(rejecting, false, reason)}
            >
              Reject POD
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
