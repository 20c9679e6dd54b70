// DataTable on phones: one card per row (first column as its heading) and a sort menu.
import { NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SortDirection } from './tableModel';
import type { RowsViewProps } from './view';

const DIRECTION_LABEL: Record<SortDirection, string> = { asc: 'stigande', desc: 'fallande' };

export function RowCards<Row>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  empty,
}: RowsViewProps<Row>) {
  const [first, ...rest] = columns;
  const sortOptions = [
    { value: '', label: 'Standardordning' },
    ...columns
      .filter((column) => column.sortBy)
      .flatMap((column) =>
        (['asc', 'desc'] as const).map((direction) => ({
          value: `${column.key}:${direction}`,
          label: `${column.header}, ${DIRECTION_LABEL[direction]}`,
        })),
      ),
  ];

  return (
    <Stack gap="sm">
      <NativeSelect
        label="Sortera"
        data={sortOptions}
        value={sort ? `${sort.key}:${sort.direction}` : ''}
        onChange={(event) => {
          const [key, direction] = event.currentTarget.value.split(':');
          onSort(key ? { key, direction: direction === 'desc' ? 'desc' : 'asc' } : undefined);
        }}
      />
      <Stack component="ul" gap="sm" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Paper component="li" key={rowKey(row)} withBorder p="sm" radius="md">
            {first && (
              <Text fw={700} mb={6}>
                {first.render(row)}
              </Text>
            )}
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={8}>
              {rest.map((column) => (
                <div key={column.key} style={column.wide ? { gridColumn: '1 / -1' } : undefined}>
                  <Text size="xs" c="dimmed" fw={600}>
                    {column.header}
                  </Text>
                  <Text component="div" size="sm">
                    {column.render(row)}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
      {rows.length === 0 && empty}
    </Stack>
  );
}
