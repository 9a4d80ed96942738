import { COUNTRY_MESSAGES, COUNTRY_PATHS, COUNTRY_SORTS, type Country } from '@store/contract/countries';
import { Plus } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { queryKeys } from '../../api/queryKeys.ts';
import { buttonClass } from '../../components/buttonClass.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DetailsList } from '../../components/DetailsList.tsx';
import { DetailsModal } from '../../components/DetailsModal.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { RecordLink } from '../../components/RecordLink.tsx';
import { RoutedRecord } from '../../components/RoutedRecord.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';
import { formatDate } from '../../lib/dates.ts';
import { formatCents } from '../../lib/money.ts';
import { useListView } from '../../lib/useListView.ts';
import { useRecordRoute } from '../../lib/useRecordRoute.ts';
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
  const remove = useDeleteCountry();
  const [form, setForm] = useState<{ country: Country | null } | null>(null);
  const [deleting, setDeleting] = useState<Country | null>(null);

  // spec 001 §8: list load failures are only logged; the table then reads 'No countries found'.
  useEffect(() => {
    if (list.error) console.error('Failed to load countries', list.error);
  }, [list.error]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ key: deleting.code, revision: deleting.revision });
      view.afterDelete(list.data?.countries.length ?? 0);
    } catch (err) {
      console.error('Failed to delete country', err); // spec 001 §8: only logged
    }
  };

  const columns: Column<Country>[] = [
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
          edit={{ label: `Edit country ${c.name}`, onClick: () => setForm({ country: c }) }}
          remove={{ label: `Delete country ${c.name}`, onClick: () => setDeleting(c) }}
        />
      ),
    },
  ];

  const pagination = list.data?.pagination;
  return (
    <div>
      <PageHeader
        title="Countries"
        description="Countries the store ships to, with their shipping cost."
        actions={
          <button type="button" className={buttonClass('primary')} onClick={() => setForm({ country: null })}>
            <Plus aria-hidden="true" className="size-4" />
            Add Country
          </button>
        }
      />
      <div className="mb-4">
        <SearchInput label="Search by code or name" value={search} onSearch={view.onSearch} />
      </div>
      <DataTable
        caption="Countries"
        columns={columns}
        rows={list.data?.countries ?? []}
        rowKey={(c) => c.code}
        emptyText={EMPTY}
        loading={list.isPending}
        sorting={{ sort, onSort: view.setSort }}
      />
      {pagination ? (
        <Pagination page={page} pages={pagination.pages} total={pagination.total} onPageChange={view.setPage} />
      ) : null}

      {form ? (
        <CountryFormModal key={form.country?.code ?? 'new'} country={form.country} onClose={() => setForm(null)} />
      ) : null}
      <RoutedRecord
        route={route}
        path={COUNTRY_PATHS.item}
        keys={queryKeys.countries}
        rows={list.data?.countries ?? []}
        rowKey={(r) => r.code}
        title="Country Details"
        notFound={COUNTRY_MESSAGES.notFound}
      >
        {(record, close) => <CountryDetailsModal country={record} onClose={close} />}
      </RoutedRecord>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => (o ? undefined : setDeleting(null))}
        title="Delete Country"
        message={deleting ? `Are you sure you want to delete ${deleting.name} (${deleting.code})?` : ''}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function CountryDetailsModal({ country: row, onClose }: { country: Country | null; onClose: () => void }) {
  const detail = useCountry(row);
  const country = row ? (detail.data ?? row) : null;
  const rows: [string, ReactNode][] = country
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
