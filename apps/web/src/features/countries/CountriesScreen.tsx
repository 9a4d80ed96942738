import { COUNTRY_MESSAGES, COUNTRY_SORTS, type Country } from '@store/contract/countries';
import type { Column } from '../../components/DataTable.tsx';
import { DetailsList, type DetailsRow } from '../../components/DetailsList.tsx';
import { DetailsModal } from '../../components/DetailsModal.tsx';
import { ListScreen } from '../../components/ListScreen.tsx';
import { RecordLink } from '../../components/RecordLink.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { formatDate } from '../../lib/dates.ts';
import { formatCents } from '../../lib/money.ts';
import { usePagedListScreen } from '../../lib/usePagedListScreen.ts';
import type { RecordDialogs } from '../../lib/useRecordDialogs.ts';
import type { RecordRoute } from '../../lib/useRecordRoute.ts';
import { CountryFormModal } from './CountryFormModal.tsx';
import { countryList, useCountry } from './useCountries.ts';
import { useListColumns } from '../../lib/useListColumns.tsx';

const EMPTY = 'No countries found';

/**
 * spec 001 §2 "Countries": server-paged table (10 per page) with search; add, edit, details,
 * delete. The view (search, page, sort) is in the address; `/countries/{code}` is a country's details.
 */
export function CountriesScreen() {
  const { route, dialogs, frame } = usePagedListScreen({
    resource: countryList,
    base: '/countries',
    sorts: COUNTRY_SORTS,
    deleteFailed: { log: 'Failed to delete country' }, // spec 001 §8: only logged
  });

  const { columns, picker } = useListColumns('countries', countryColumns(route, dialogs), 'Countries');
  return (
    <ListScreen
      views="countries"
      title="Countries"
      description="Countries the store ships to, with their shipping cost."
      {...frame}
      createLabel="Add Country"
      search={{ label: 'Search by code or name' }}
      columnPicker={picker}
      table={{
        caption: 'Countries',
        columns,
        emptyText: EMPTY,
      }}
      details={{
        title: 'Country Details',
        notFound: COUNTRY_MESSAGES.notFound,
        render: (record, close) => <CountryDetailsModal country={record} onClose={close} />,
      }}
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
      key: 'code',
      header: 'Code',
      card: 'title',
      sort: 'code',
      cell: (c) => (
        <RecordLink route={route} recordKey={c.code} className="font-mono font-medium">
          {c.code}
        </RecordLink>
      ),
    },
    { key: 'name', header: 'Name', sort: 'name', cell: (c) => c.name },
    {
      key: 'shipping_cost',
      header: 'Shipping Cost',
      sort: 'shipping_cost',
      sortFirst: 'desc',
      cell: (c) => formatCents(c.shipping_cost),
    },
    {
      key: 'updated_at',
      header: 'Last Updated',
      sort: 'updated_at',
      sortFirst: 'desc',
      cell: (c) => formatDate(c.updated_at),
    },
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
