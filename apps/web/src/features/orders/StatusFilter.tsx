import { isKnownStatus, ORDER_STATUSES } from '@store/contract/orders';
import { SelectField } from '../../components/SelectField.tsx';
import { formatCount } from '../../lib/numbers.ts';
import { useOrderStatuses } from './useOrders.ts';

/**
 * The orders list's status filter: spec 000 §2's choices (All and the six, as the spec writes
 * them), then the custom statuses orders have now, exactly as typed, each with its count
 * (decision 0023). A custom status in the address that no order has any more stays selectable,
 * so the select shows what the list is filtered by.
 */
export function StatusFilter({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  const { data: statuses = [] } = useOrderStatuses();
  const custom = statuses.filter((s) => !isKnownStatus(s.status));
  const unlisted = value !== '' && !isKnownStatus(value) && !custom.some((s) => s.status === value);
  return (
    <SelectField label="Status" className="w-56" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">All</option>
      {ORDER_STATUSES.map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      ))}
      {custom.length > 0 || unlisted ? (
        <optgroup label="Custom statuses">
          {custom.map((s) => (
            <option key={s.status} value={s.status}>
              {`${s.status} (${formatCount(s.count)})`}
            </option>
          ))}
          {unlisted ? <option value={value}>{value}</option> : null}
        </optgroup>
      ) : null}
    </SelectField>
  );
}
