import { zodResolver } from '@hookform/resolvers/zod';
import {
  SHIPMENT_MESSAGES,
  SHIPMENT_STATUSES,
  ShipmentCreateBodySchema,
  ShipmentUpdateBodySchema,
  shipmentStatusLabel,
  type Shipment,
  type ShipmentCreateBody,
  type ShipmentStatus,
} from '@store/contract/shipments';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { buttonClass } from '../../components/buttonClass.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Modal } from '../../components/Modal.tsx';
import { SearchableSelectField } from '../../components/SearchableSelectField.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { fromDateTimeInput, toDateTimeInput } from '../../lib/dateInputs.ts';
import { applyServerError } from '../../lib/formErrors.ts';
import { useCreateShipment, useShippableOrders, useUpdateShipment } from './useShipments.ts';

interface Values {
  order_id: string;
  tracking_number: string;
  carrier: string;
  status: ShipmentStatus;
  shipped_at: string;
  actual_delivery: string;
}

const FIELDS = ['order_id', 'tracking_number', 'carrier', 'status', 'shipped_at', 'actual_delivery'] as const;

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
  const editing = shipment !== null;
  const orders = useShippableOrders(!editing);
  const create = useCreateShipment();
  const update = useUpdateShipment();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, ShipmentCreateBody>({
    // The contract's schema takes the form's text values (ids as select strings) as input; its
    // inferred input type is wider than the form's, hence the cast.
    resolver: zodResolver(editing ? ShipmentUpdateBodySchema : ShipmentCreateBodySchema) as never,
    defaultValues: valuesOf(shipment),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const orderOptions = useMemo(
    () =>
      (orders.data?.orders ?? []).map((o) => ({
        value: String(o.id),
        label: `${o.order_number} — ${o.customer_email} (${o.status})`,
      })),
    [orders.data],
  );

  const onSubmit = async (body: ShipmentCreateBody) => {
    setServerError(null);
    const dates = {
      shipped_at: fromDateTimeInput(body.shipped_at),
      actual_delivery: fromDateTimeInput(body.actual_delivery),
    };
    try {
      if (shipment) {
        await update.mutateAsync({
          id: shipment.id,
          body: { tracking_number: body.tracking_number, carrier: body.carrier, status: body.status, ...dates },
        });
      } else {
        await create.mutateAsync({ ...body, ...dates });
      }
      onClose();
    } catch (err) {
      setServerError(
        applyServerError<Values>(
          err,
          FIELDS,
          setError,
          editing ? SHIPMENT_MESSAGES.updateFailed : SHIPMENT_MESSAGES.createFailed,
        ),
      );
    }
  };

  const clearOnChange = (name: (typeof FIELDS)[number]) => ({ onChange: () => clearErrors(name) });

  return (
    <Modal
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={editing ? 'Edit Shipment' : 'Create Shipment'}
      size="lg"
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form="shipment-form"
            className={buttonClass('primary')}
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {editing ? 'Save Changes' : 'Create Shipment'}
          </button>
        </>
      }
    >
      <form id="shipment-form" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <ErrorBox message={serverError} />
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
          <Controller
            control={control}
            name="order_id"
            render={({ field }) => (
              <SearchableSelectField
                label="Order"
                placeholder="Select an order"
                filterLabel="Search orders"
                filterPlaceholder="Search orders by number or email..."
                hint="Only orders with physical items are listed."
                options={orderOptions}
                loading={orders.isPending}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(v) => {
                  clearErrors('order_id');
                  field.onChange(v);
                }}
                error={errors.order_id?.message}
              />
            )}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Tracking Number"
            autoComplete="off"
            error={errors.tracking_number?.message}
            {...register('tracking_number', clearOnChange('tracking_number'))}
          />
          <TextField
            label="Carrier"
            placeholder="e.g., UPS, FedEx, DHL"
            error={errors.carrier?.message}
            {...register('carrier', clearOnChange('carrier'))}
          />
        </div>
        <SelectField label="Status" error={errors.status?.message} {...register('status', clearOnChange('status'))}>
          {SHIPMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {shipmentStatusLabel(s)}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Shipped At"
            type="datetime-local"
            error={errors.shipped_at?.message}
            {...register('shipped_at', clearOnChange('shipped_at'))}
          />
          <TextField
            label="Actual Delivery"
            type="datetime-local"
            error={errors.actual_delivery?.message}
            {...register('actual_delivery', clearOnChange('actual_delivery'))}
          />
        </div>
      </form>
    </Modal>
  );
}
