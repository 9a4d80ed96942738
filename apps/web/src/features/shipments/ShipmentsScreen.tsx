import {
  SHIPMENT_MESSAGES,
  SHIPMENT_PATHS,
  SHIPMENT_SORTS,
  SHIPMENT_STATUSES,
  ShipmentBulkBodySchema,
  shipmentStatusLabel,
  type Shipment,
} from '@store/contract/shipments';
import { Badge, type BadgeTone } from '../../components/Badge.tsx';
import { BulkActions } from '../../components/BulkActions.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { DetailsList, type DetailsRow } from '../../components/DetailsList.tsx';
import { DetailsModal } from '../../components/DetailsModal.tsx';
import { ExportButton } from '../../components/ExportButton.tsx';
import { ListScreen } from '../../components/ListScreen.tsx';
import { RecordLink } from '../../components/RecordLink.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { DATE_TIME_PATTERN, formatDate } from '../../lib/dates.ts';
import { usePagedListScreen } from '../../lib/usePagedListScreen.ts';
import type { RecordDialogs } from '../../lib/useRecordDialogs.ts';
import type { RecordRoute } from '../../lib/useRecordRoute.ts';
import { ShipmentFormModal } from './ShipmentFormModal.tsx';
import { shipmentList } from './useShipments.ts';
import { useListColumns } from '../../lib/useListColumns.tsx';

const EMPTY = 'No shipments found';

const STATUS_TONES: Record<string, BadgeTone> = {
  pending: 'slate',
  in_transit: 'blue',
  delivered: 'green',
  failed: 'red',
};

function StatusBadge({ status }: { status: string }) {
  return <Badge tone={STATUS_TONES[status] ?? 'slate'}>{shipmentStatusLabel(status)}</Badge>;
}

const dateOrDash = (iso: string | null) => (iso ? formatDate(iso) : '—');

/**
 * spec 001 §2 "Shipments": server-paged table (10 per page) with search; create, edit, details,
 * delete. The view (search, page, sort) is in the address; `/shipments/{id}` is a shipment's details.
 */
export function ShipmentsScreen() {
  const { route, dialogs, query, frame, bulk } = usePagedListScreen({
    resource: shipmentList,
    base: '/shipments',
    sorts: SHIPMENT_SORTS,
    deleteFailed: { log: 'Failed to delete shipment' }, // spec 001 §8: only logged
  });

  const { columns, picker } = useListColumns('shipments', shipmentColumns(route, dialogs), 'Shipments');
  return (
    <ListScreen
      views="shipments"
      title="Shipments"
      description="Shipments of orders with physical items."
      {...frame}
      actions={<ExportButton resource="shipments" query={query} />}
      createLabel="Create Shipment"
      search={{
        label: 'Search by tracking number, carrier or order number',
        placeholder: 'Tracking number, carrier or order',
      }}
      notices={
        <BulkActions
          {...bulk}
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
        />
      }
      columnPicker={picker}
      table={{
        caption: 'Shipments',
        columns,
        emptyText: EMPTY,
        selection: { state: bulk.selection, pick: (r) => r, label: (s) => `Select shipment ${s.tracking_number}` },
      }}
      details={{
        title: 'Shipment Details',
        notFound: SHIPMENT_MESSAGES.notFound,
        render: (shipment, close) => <ShipmentDetailsModal shipment={shipment} onClose={close} />,
      }}
      form={(shipment, close) => <ShipmentFormModal shipment={shipment} onClose={close} />}
      confirmDelete={{
        title: 'Delete Shipment',
        message: (s) =>
          `Are you sure you want to delete shipment ${s.tracking_number} of order ${s.order.order_number}?`,
      }}
    />
  );
}

function shipmentColumns(route: RecordRoute, dialogs: RecordDialogs<Shipment>): Column<Shipment>[] {
  return [
    {
      key: 'order_number',
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
      key: 'tracking_number',
      header: 'Tracking Number',
      sort: 'tracking_number',
      cell: (s) => <span className="font-mono text-xs">{s.tracking_number}</span>,
    },
    { key: 'carrier', header: 'Carrier', sort: 'carrier', cell: (s) => s.carrier },
    {
      key: 'status',
      header: 'Status',
      sort: 'status',
      className: 'whitespace-nowrap',
      cell: (s) => <StatusBadge status={s.status} />,
    },
    {
      key: 'shipped_at',
      header: 'Shipped',
      sort: 'shipped_at',
      sortFirst: 'desc',
      className: 'whitespace-nowrap',
      cell: (s) => dateOrDash(s.shipped_at),
    },
    {
      key: 'delivered_at',
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
          edit={{ label: `Edit shipment ${s.tracking_number}`, onClick: () => dialogs.openEdit(s) }}
          remove={{ label: `Delete shipment ${s.tracking_number}`, onClick: () => dialogs.openDelete(s) }}
        />
      ),
    },
  ];
}

function ShipmentDetailsModal({ shipment, onClose }: { shipment: Shipment; onClose: () => void }) {
  const rows: DetailsRow[] = [
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
