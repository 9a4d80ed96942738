import { COUNTRY_MESSAGES, COUNTRY_PATHS, COUNTRY_SORTS, type Country } from '@store/contract/countries';
import { queryKeys } from '../../api/queryKeys.ts';
import type { Column } from '../../components/DataTable.tsx';
import { DetailsList, type DetailsRow } from '../../components/DetailsList.tsx';
import { DetailsModal } from '../../components/DetailsModal.tsx';
import { ListScreen } from '../../components/ListScreen.tsx';
import { RecordLink } from '../../components/RecordLink.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { formatDate } from '../../lib/dates.ts';
import { formatCents } from '../../lib/money.ts';
import { useListView } from '../../lib/useListView.ts';
import { useRecordDialogs, type RecordDialogs } from '../../lib/useRecordDialogs.ts';
import { useRecordRoute, type RecordRoute } from '../../lib/useRecordRoute.ts';
import { CountryFormModal } from './CountryFormModal.tsx';
import { useCountry, useCountryList, useDeleteCountry } from './useCountries.ts';

const EMPTY = 'No countries found';

/**
 * spec 001 §2 "Countries": server-paged table (10 per page) with search; add, edit, details,
 * delete. The view (search, page, sort) is in the address; `/countries/{code}` is a country's details.
 */
export function CountriesScreen() {
  const view = useListView({ sorts: COUNTRY_SORTS });
  const { page, search, sort } = view;
  const route = useRecordRoute('/countries');
  const list = useCountryList({ page, search, sort });
  const rows = list.data?.countries ?? [];
  const remove = useDeleteCountry();
  const dialogs = useRecordDialogs<Country>({
    remove: (c) => remove.mutateAsync({ key: c.code, revision: c.revision }),
    afterDelete: () => view.afterDelete(rows.length),
    deleteFailed: { log: 'Failed to delete country' }, // spec 001 §8: only logged
  });

  return (
    <ListScreen
      title="Countries"
      description="Countries the store ships to, with their shipping cost."
      view={view}
      createLabel="Add Country"
      search={{ label: 'Search by code or name' }}
      table={{
        caption: 'Countries',
        columns: countryColumns(route, dialogs),
        rows,
        rowKey: (c) => c.code,
        emptyText: EMPTY,
        sorting: { sort, onSort: view.setSort },
      }}
      loading={list.isPending}
      failed={list.isError}
      pagination={list.data && { ...list.data.pagination, page }}
      record={{
        route,
        path: COUNTRY_PATHS.item,
        keys: queryKeys.countries,
        title: 'Country Details',
        notFound: COUNTRY_MESSAGES.notFound,
        render: (record, close) => <CountryDetailsModal country={record} onClose={close} />,
      }}
      dialogs={dialogs}
      form={(country, close) => <CountryFormModal country={country} onClose={close} />}
      confirmDelete={{
        title: 'Delete Country',
        message: (c) => `Are you sure you want to delete ${c.name} (${c.code})?`,
      }}
    />
  );
}

function countryColumns(route: RecordRoute, dialogs: RecordDialogs<Country>): Column<Country>[] {
  return [
    {
      header: 'Code',
      card: 'title',
      sort: 'code',
      cell: (c) => (
        <RecordLink route={route} recordKey={c.code} className="font-mono font-medium">
          {c.code}
        </RecordLink>
      ),
    },
    { header: 'Name', sort: 'name', cell: (c) => c.name },
    { header: 'Shipping Cost', sort: 'shipping_cost', sortFirst: 'desc', cell: (c) => formatCents(c.shipping_cost) },
    { header: 'Last Updated', sort: 'updated_at', sortFirst: 'desc', cell: (c) => formatDate(c.updated_at) },
    {
      header: 'Actions',
      card: 'actions',
      className: 'text-right',
      cell: (c) => (
        <RowActions
          view={{ label: `View country ${c.name}`, onClick: () => route.open(c.code) }}
          edit={{ label: `Edit country ${c.name}`, onClick: () => dialogs.openEdit(c) }}
          remove={{ label: `Delete country ${c.name}`, onClick: () => dialogs.openDelete(c) }}
        />
      ),
    },
  ];
}

function CountryDetailsModal({ country: row, onClose }: { country: Country | null; onClose: () => void }) {
  const detail = useCountry(row);
  const country = row ? (detail.data ?? row) : null;
  const rows: DetailsRow[] = country
    ? [
        [
          'Code',
          <span key="code" className="font-mono">
            {country.code}
          </span>,
        ],
        ['Name', country.name],
        ['Shipping Cost', formatCents(country.shipping_cost)],
        ['Created', formatDate(country.created_at)],
        ['Last Updated', formatDate(country.updated_at)],
      ]
    : [];
  return (
    <DetailsModal open={row !== null} onClose={onClose} title="Country Details">
      <DetailsList rows={rows} />
    </DetailsModal>
  );
}
