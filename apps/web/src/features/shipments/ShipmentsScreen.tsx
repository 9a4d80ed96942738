import { shipmentStatusLabel, type Shipment } from '@store/contract/shipments';
import { Plus } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { buttonClass } from '../../components/buttonClass.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DetailsList } from '../../components/DetailsList.tsx';
import { DetailsModal } from '../../components/DetailsModal.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';
import { formatDate } from '../../lib/dates.ts';
import { usePagedSearch } from '../../lib/usePagedSearch.ts';
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

const DATE_TIME = 'MMM dd, yyyy HH:mm';
const dateOrDash = (iso: string | null) => (iso ? formatDate(iso) : '—');

/** spec 001 §2 "Shipments": server-paged table (10 per page) with search; create, edit, details, delete. */
export function ShipmentsScreen() {
  const { page, setPage, search, onSearch, afterDelete } = usePagedSearch();
  const list = useShipmentList({ page, search });
  const remove = useDeleteShipment();
  const [form, setForm] = useState<{ shipment: Shipment | null } | null>(null);
  const [viewing, setViewing] = useState<Shipment | null>(null);
  const [deleting, setDeleting] = useState<Shipment | null>(null);

  // spec 001 §8: list load failures are only logged; the table then reads 'No shipments found'.
  useEffect(() => {
    if (list.error) console.error('Failed to load shipments', list.error);
  }, [list.error]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ key: deleting.id, revision: deleting.revision });
      afterDelete(list.data?.shipments.length ?? 0);
    } catch (err) {
      console.error('Failed to delete shipment', err); // spec 001 §8: only logged
    }
  };

  const columns: Column<Shipment>[] = [
    {
      header: 'Order',
      cell: (s) => <span className="font-medium whitespace-nowrap text-slate-900">{s.order.order_number}</span>,
    },
    { header: 'Tracking Number', cell: (s) => <span className="font-mono text-xs">{s.tracking_number}</span> },
    { header: 'Carrier', cell: (s) => s.carrier },
    { header: 'Status', className: 'whitespace-nowrap', cell: (s) => <StatusBadge status={s.status} /> },
    { header: 'Shipped', className: 'whitespace-nowrap', cell: (s) => dateOrDash(s.shipped_at) },
    { header: 'Delivered', className: 'whitespace-nowrap', cell: (s) => dateOrDash(s.delivered_at) },
    {
      header: 'Actions',
      className: 'text-right',
      cell: (s) => (
        <RowActions
          view={{ label: `View shipment ${s.tracking_number}`, onClick: () => setViewing(s) }}
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
          <button type="button" className={buttonClass('primary')} onClick={() => setForm({ shipment: null })}>
            <Plus aria-hidden="true" className="size-4" />
            Create Shipment
          </button>
        }
      />
      <div className="mb-4">
        <SearchInput
          label="Search by tracking number, carrier or order number"
          placeholder="Tracking number, carrier or order"
          value={search}
          onSearch={onSearch}
        />
      </div>
      <DataTable
        caption="Shipments"
        columns={columns}
        rows={list.data?.shipments ?? []}
        rowKey={(s) => s.id}
        emptyText={EMPTY}
        loading={list.isPending}
      />
      {pagination ? (
        <Pagination page={page} pages={pagination.pages} total={pagination.total} onPageChange={setPage} />
      ) : null}

      {form ? <ShipmentFormModal shipment={form.shipment} onClose={() => setForm(null)} /> : null}
      <ShipmentDetailsModal shipment={viewing} onClose={() => setViewing(null)} />
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

function ShipmentDetailsModal({ shipment, onClose }: { shipment: Shipment | null; onClose: () => void }) {
  const rows: [string, ReactNode][] = shipment
    ? [
        ['Order', shipment.order.order_number],
        ['Customer', shipment.order.customer_email],
        ['Tracking Number', shipment.tracking_number],
        ['Carrier', shipment.carrier],
        ['Status', <StatusBadge key="status" status={shipment.status} />],
        ['Shipped At', shipment.shipped_at ? formatDate(shipment.shipped_at, DATE_TIME) : '—'],
        ['Actual Delivery', shipment.delivered_at ? formatDate(shipment.delivered_at, DATE_TIME) : '—'],
        ['Created', formatDate(shipment.created_at)],
        ['Last Updated', formatDate(shipment.updated_at)],
      ]
    : [];
  return (
    <DetailsModal open={shipment !== null} onClose={onClose} title="Shipment Details">
      <DetailsList rows={rows} />
    </DetailsModal>
  );
}
