import { Badge, List, ScrollArea, Table, Text } from '@mantine/core';
import type { ImportResponse } from '@spotlane/shared/schemas/companies';
import { IconCircleCheck } from '@tabler/icons-react';
import { TableHead } from '../../../ui/table-head.tsx';
import { type previewRows, rowErrors } from '../companies-csv.ts';

/**
 * Every row of an uploaded companies CSV with the server's dry run: ready, or its problems;
 * then the problems of rows the preview could not show.
 */
export function ImportPreviewRows({
  parsed,
  result,
}: {
  parsed: NonNullable<ReturnType<typeof previewRows>>;
  result: ImportResponse;
}) {
  return (
    <>
      <ScrollArea>
        <Table striped highlightOnHover verticalSpacing="xs" aria-label="Rows">
          <TableHead columns={['Row', 'Company', 'Location', 'Address', 'Status']} />
          <Table.Tbody>
            {parsed.rows.map((row) => {
              const problems = rowErrors(result.errors, row.line);
              const v = row.values;
              return (
                <Table.Tr key={row.line} data-row={row.line}>
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Td fw={600}>{v.company_name || '—'}</Table.Td>
                  <Table.Td>{v.location_name || v.company_name || '—'}</Table.Td>
                  <Table.Td>
                    {[v.address1, v.city, [v.state, v.zipcode].filter(Boolean).join(' ')]
                      .filter(Boolean)
                      .join(', ') || '—'}
                  </Table.Td>
                  <Table.Td>
                    {problems.length === 0 ? (
                      <Badge
                        color="teal"
                        variant="light"
                        leftSection={<IconCircleCheck size={12} />}
                      >
                        Ready
                      </Badge>
                    ) : (
                      <List size="sm" c="red" spacing={2}>
                        {problems.map((problem) => (
                          <List.Item key={problem}>{problem}</List.Item>
                        ))}
                      </List>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {result.errors
        .filter((error) => !parsed.rows.some((row) => row.line === error.row))
        .map((error) => (
          <Text key={`${error.row}-${error.field}`} c="red" size="sm">
            {`Row ${error.row}, ${error.field}: ${error.message}`}
          </Text>
        ))}
    </>
  );
}
