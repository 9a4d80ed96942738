import {
  SHIPMENT_MESSAGES,
  SHIPMENT_PATHS,
  SHIPMENT_SORTS,
  SHIPMENT_STATUSES,
  shipmentStatusLabel,
  type Shipment,
  ShipmentBulkBodySchema,
} from '@store/contract/shipments';
import { queryKeys } from '../../api/queryKeys.ts';
import { Plus } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { buttonClass } from '../../components/buttonClass.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { BulkActions } from '../../components/BulkActions.tsx';
import { useRefresh } from '../../api/refresh.ts';
import { useSelection } from '../../lib/useSelection.ts';
import { readAllMatching, sortQuery } from '../../api/records.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DetailsList } from '../../components/DetailsList.tsx';
import { DetailsModal } from '../../components/DetailsModal.tsx';
import { ExportButton } from '../../components/ExportButton.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { RecordLink } from '../../components/RecordLink.tsx';
import { RoutedRecord } from '../../components/RoutedRecord.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';
import { DATE_TIME_PATTERN, formatDate } from '../../lib/dates.ts';
import { useListView } from '../../lib/useListView.ts';
import { useRecordRoute } from '../../lib/useRecordRoute.ts';
import { ShipmentFormModal } from './ShipmentFormModal.tsx';
import { useDeleteShipment, useShipmentList } from './useShipments.ts';

const EMPTY = 'No shipments found';

const STATUS_CLASSES: Record<string, string> = {
  pending: 'bg-slate-200 text-slate-800',
  in_transit: 'bg-blue-100 text-blue-800',
  delivered: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASSES[status] ?? STATUS_CLASSES.pending}`}
    >
      {shipmentStatusLabel(status)}
    </span>
  );
}

const dateOrDash = (iso: string | null) => (iso ? formatDate(iso) : '—');

/**
 * spec 001 §2 "Shipments": server-paged table (10 per page) with search; create, edit, details,
 * delete. The view (search, page, sort) is in the address; `/shipments/{id}` is a shipment's details.
 */
export function ShipmentsScreen() {
  const selection = useSelection();
  const refreshBulk = useRefresh(queryKeys.shipments.all);
  const view = useListView({ sorts: SHIPMENT_SORTS });
  const { page, search, sort } = view;
  const route = useRecordRoute('/shipments');
  const list = useShipmentList({ page, search, sort });
  const remove = useDeleteShipment();
  const [form, setForm] = useState<{ shipment: Shipment | null } | null>(null);
  const [deleting, setDeleting] = useState<Shipment | null>(null);

  // spec 001 §8: list load failures are only logged; the table then reads 'No shipments found'.
  useEffect(() => {
    if (list.error) console.error('Failed to load shipments', list.error);
  }, [list.error]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ key: deleting.id, revision: deleting.revision });
      view.afterDelete(list.data?.shipments.length ?? 0);
    } catch (err) {
      console.error('Failed to delete shipment', err); // spec 001 §8: only logged
    }
  };

  const columns: Column<Shipment>[] = [
    {
      header: 'Order',
      card: 'title',
      sort: 'order_number',
      cell: (s) => (
        <RecordLink route={route} recordKey={s.id} className="font-medium whitespace-nowrap">
          {s.order.order_number}
        </RecordLink>
      ),
    },
    {
      header: 'Tracking Number',
      sort: 'tracking_number',
      cell: (s) => <span className="font-mono text-xs">{s.tracking_number}</span>,
    },
    { header: 'Carrier', sort: 'carrier', cell: (s) => s.carrier },
    {
      header: 'Status',
      sort: 'status',
      className: 'whitespace-nowrap',
      cell: (s) => <StatusBadge status={s.status} />,
    },
    {
      header: 'Shipped',
      sort: 'shipped_at',
      sortFirst: 'desc',
      className: 'whitespace-nowrap',
      cell: (s) => dateOrDash(s.shipped_at),
    },
    {
      header: 'Delivered',
      sort: 'delivered_at',
      sortFirst: 'desc',
      className: 'whitespace-nowrap',
      cell: (s) => dateOrDash(s.delivered_at),
    },
    {
      header: 'Actions',
      card: 'actions',
      className: 'text-right',
      cell: (s) => (
        <RowActions
          view={{ label: `View shipment ${s.tracking_number}`, onClick: () => route.open(s.id) }}
          edit={{ label: `Edit shipment ${s.tracking_number}`, onClick: () => setForm({ shipment: s }) }}
          remove={{ label: `Delete shipment ${s.tracking_number}`, onClick: () => setDeleting(s) }}
        />
      ),
    },
  ];

  const pagination = list.data?.pagination;
  return (
    <div>
      <PageHeader
        title="Shipments"
        description="Shipments of orders with physical items."
        actions={
          <>
            <ExportButton resource="shipments" query={{ search, sort: sortQuery(sort) }} />
            <button type="button" className={buttonClass('primary')} onClick={() => setForm({ shipment: null })}>
              <Plus aria-hidden="true" className="size-4" />
              Create Shipment
            </button>
          </>
        }
      />
      <div className="mb-4">
        <SearchInput
          label="Search by tracking number, carrier or order number"
          placeholder="Tracking number, carrier or order"
          value={search}
          onSearch={view.onSearch}
        />
      </div>
      <BulkActions
        selection={selection}
        total={list.data?.pagination.total ?? 0}
        pageRows={list.data?.shipments.length ?? 0}
        noun={{ one: 'shipment', many: 'shipments' }}
        path={SHIPMENT_PATHS.bulk}
        schema={ShipmentBulkBodySchema}
        actions={[
          {
            action: 'set_status',
            label: 'Set status',
            choice: {
              name: 'status',
              label: 'New status',
              options: SHIPMENT_STATUSES,
              optionLabel: shipmentStatusLabel,
            },
            confirm: (count, status) => `Set ${count} to ${shipmentStatusLabel(status)}?`,
            done: (status) => `set to ${shipmentStatusLabel(status)}`,
          },
        ]}
        matching={() => readAllMatching(SHIPMENT_PATHS.list, 'shipments', { search, sort: sortQuery(sort) })}
        onDone={() => void refreshBulk()}
      />
      <DataTable
        caption="Shipments"
        columns={columns}
        rows={list.data?.shipments ?? []}
        rowKey={(s) => s.id}
        emptyText={EMPTY}
        loading={list.isPending}
        sorting={{ sort, onSort: view.setSort }}
        selection={{ state: selection, pick: (r) => r, label: (s) => `Select shipment ${s.tracking_number}` }}
      />
      {pagination ? (
        <Pagination page={page} pages={pagination.pages} total={pagination.total} onPageChange={view.setPage} />
      ) : null}

      {form ? <ShipmentFormModal shipment={form.shipment} onClose={() => setForm(null)} /> : null}
      <RoutedRecord
        route={route}
        path={SHIPMENT_PATHS.item}
        keys={queryKeys.shipments}
        rows={list.data?.shipments ?? []}
        rowKey={(s) => s.id}
        title="Shipment Details"
        notFound={SHIPMENT_MESSAGES.notFound}
      >
        {(shipment, close) => <ShipmentDetailsModal shipment={shipment} onClose={close} />}
      </RoutedRecord>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => (o ? undefined : setDeleting(null))}
        title="Delete Shipment"
        message={
          deleting
            ? `Are you sure you want to delete shipment ${deleting.tracking_number} of order ${deleting.order.order_number}?`
            : ''
        }
        confirmLabel="Delete"
        tone="danger"
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function ShipmentDetailsModal({ shipment, onClose }: { shipment: Shipment; onClose: () => void }) {
  const rows: [string, ReactNode][] = [
    ['Order', shipment.order.order_number],
    ['Customer', shipment.order.customer_email],
    ['Tracking Number', shipment.tracking_number],
    ['Carrier', shipment.carrier],
    ['Status', <StatusBadge key="status" status={shipment.status} />],
    ['Shipped At', shipment.shipped_at ? formatDate(shipment.shipped_at, DATE_TIME_PATTERN) : '—'],
    ['Actual Delivery', shipment.delivered_at ? formatDate(shipment.delivered_at, DATE_TIME_PATTERN) : '—'],
    ['Created', formatDate(shipment.created_at)],
    ['Last Updated', formatDate(shipment.updated_at)],
  ];
  return (
    <DetailsModal open onClose={onClose} title="Shipment Details">
      <DetailsList rows={rows} />
    </DetailsModal>
  );
}
