import { BILL_SECTIONS, type IpBillLine } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { Badge, Paper, Table, Text, Title } from '@mantine/core';

/**
 * The bill's sections as the spec names them, each line with its Paid or Un-Paid tag; under a
 * package, its section comes first with the lines it covers tagged Included (a stay without one
 * has no package section).
 */
export function IpBillSections({ lines }: { lines: IpBillLine[] }) {
  return (
    <>
      {BILL_SECTIONS.map((section) => {
        const rows = lines.filter((l) => l.section === section);
        if (section === 'Package' && rows.length === 0) return null;
        return (
          <Paper key={section} withBorder p="md" radius="md">
            <Title order={3} size="h5" mb="xs">
              {section}
            </Title>
            {rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nothing yet.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table aria-label={section} verticalSpacing={4} fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Description</Table.Th>
                      <Table.Th ta="right">Qty</Table.Th>
                      <Table.Th ta="right">Rate</Table.Th>
                      <Table.Th ta="right">Discount</Table.Th>
                      <Table.Th ta="right">GST</Table.Th>
                      <Table.Th ta="right">Amount</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((l, i) => (
                      <Table.Tr key={`${l.chargeId ?? l.description}-${i}`}>
                        <Table.Td>
                          {l.description}
                          <Text size="xs" c="dimmed">
                            {l.category}
                            {l.nonPayableItem && ` · Non-payable: ${l.nonPayableItem}`}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">{l.quantity}</Table.Td>
                        <Table.Td ta="right">{formatPaise(l.unitPricePaise)}</Table.Td>
                        <Table.Td ta="right">{l.discountPaise ? formatPaise(l.discountPaise) : '—'}</Table.Td>
                        <Table.Td ta="right">{l.taxPaise ? formatPaise(l.taxPaise) : '—'}</Table.Td>
                        <Table.Td ta="right">{formatPaise(l.totalPaise)}</Table.Td>
                        <Table.Td>
                          {l.section === 'Package' && l.unitPricePaise === 0 ? (
                            <Badge color="gray" variant="light">
                              Included
                            </Badge>
                          ) : (
                            <Badge color={l.paid ? 'green' : 'red'} variant="light">
                              {l.paid ? 'Paid' : 'Un-Paid'}
                            </Badge>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Paper>
        );
      })}
    </>
  );
}
