// The frame every admin list page shares: its heading, the server-paged table (with the read
// error as alert and toast), and the page's own dialogs after it.
import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './DataTable';

type AdminListPageProps<Row> = Omit<DataTableProps<Row>, 'label'> & {
  /** The page heading; it also names the table for screen readers. */
  heading: string;
  children?: ReactNode;
};

export function AdminListPage<Row>({ heading, children, ...table }: AdminListPageProps<Row>) {
  return (
    <>
      <Title order={1} size="h2" mb="md">
        {heading}
      </Title>
      <DataTable label={heading} {...table} />
      {children}
    </>
  );
}
