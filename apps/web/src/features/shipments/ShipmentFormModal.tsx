import {
  SHIPMENT_MESSAGES,
  SHIPMENT_STATUSES,
  ShipmentCreateBodySchema,
  ShipmentUpdateBodySchema,
  shipmentStatusLabel,
  type Shipment,
  type ShipmentStatus,
} from '@store/contract/shipments';
import { useMemo } from 'react';
import { ChoiceField } from '../../components/ChoiceField.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { fromDateTimeInput, toDateTimeInput } from '../../lib/dateInputs.ts';
import {
  shippableLabel,
  shippableSearch,
  useCreateShipment,
  useShippableOrders,
  useUpdateShipment,
} from './useShipments.ts';
import { useRecordForm } from '../../lib/useContractForm.ts';
import { FormModal } from '../../components/FormModal.tsx';

interface Values {
  order_id: string;
  tracking_number: string;
  carrier: string;
  status: ShipmentStatus;
  shipped_at: string;
  actual_delivery: string;
}

/** The inputs → the wire body: local date-times become ISO instants; PATCH leaves the order out. */
function toBody({ order_id, ...values }: Values, editing: boolean) {
  const body = {
    ...values,
    shipped_at: fromDateTimeInput(values.shipped_at),
    actual_delivery: fromDateTimeInput(values.actual_delivery),
  };
  return editing ? body : { order_id, ...body };
}

/** The fields by their labels, in the form's order (the conflict dialog names them so). */
const LABELS = {
  order_id: 'Order',
  tracking_number: 'Tracking Number',
  carrier: 'Carrier',
  status: 'Status',
  shipped_at: 'Shipped At',
  actual_delivery: 'Actual Delivery',
} as const satisfies Record<keyof Values, string>;

function valuesOf(shipment: Shipment | null): Values {
  return {
    order_id: shipment ? String(shipment.order_id) : '',
    tracking_number: shipment?.tracking_number ?? '',
    carrier: shipment?.carrier ?? '',
    status: (shipment?.status as ShipmentStatus | undefined) ?? 'pending',
    shipped_at: toDateTimeInput(shipment?.shipped_at),
    actual_delivery: toDateTimeInput(shipment?.delivered_at),
  };
}

/**
 * The create and edit modal (spec 001 "Shipments"). The order is chosen on create among orders
 * with physical items and fixed on edit.
 */
export function ShipmentFormModal({
  shipment,
  onClose,
}: {
  /** The shipment being edited; null to create one. Mounted while open, so it starts fresh. */
  shipment: Shipment | null;
  onClose: () => void;
}) {
  const orders = useShippableOrders(shipment === null);
  const create = useCreateShipment();
  const update = useUpdateShipment();
  const form = useRecordForm({
    record: shipment,
    keyOf: (s) => s.id,
    schemas: { create: ShipmentCreateBodySchema, update: ShipmentUpdateBodySchema },
    valuesOf: valuesOf,
    toBody: toBody,
    labels: LABELS,
    create: create.mutateAsync,
    update: update.mutateAsync,
    messages: SHIPMENT_MESSAGES,
    onSaved: onClose,
  });
  const { input } = form;

  const orderOptions = useMemo(
    () =>
      (orders.data?.orders ?? []).map((o) => ({
        value: String(o.id),
        label: shippableLabel(o),
      })),
    [orders.data],
  );

  return (
    <FormModal
      form={form}
      title={shipment ? 'Edit Shipment' : 'Create Shipment'}
      submitLabel={shipment ? 'Save Changes' : 'Create Shipment'}
      what="shipment"
      onClose={onClose}
    >
      {shipment ? (
        <div className="rounded-md bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-600">Order</p>
          <p className="text-slate-900">
            {shipment.order.order_number}
            <span className="text-slate-600"> — {shipment.order.customer_email}</span>
          </p>
          <p className="mt-1 text-xs text-slate-600">The order cannot be changed after the shipment is created.</p>
        </div>
      ) : (
        <ChoiceField
          form={form}
          name="order_id"
          label={LABELS.order_id}
          placeholder="Select an order"
          filterLabel="Search orders"
          filterPlaceholder="Search orders by number or email..."
          hint="Only orders with physical items are listed."
          options={orderOptions}
          loading={orders.isPending}
          search={shippableSearch}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={LABELS.tracking_number} autoComplete="off" {...input('tracking_number')} />
        <TextField label={LABELS.carrier} placeholder="e.g., UPS, FedEx, DHL" {...input('carrier')} />
      </div>
      <SelectField label={LABELS.status} {...input('status')}>
        {SHIPMENT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {shipmentStatusLabel(s)}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={LABELS.shipped_at} type="datetime-local" {...input('shipped_at')} />
        <TextField label={LABELS.actual_delivery} type="datetime-local" {...input('actual_delivery')} />
      </div>
    </FormModal>
  );
}
