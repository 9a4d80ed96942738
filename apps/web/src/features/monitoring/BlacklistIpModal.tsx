import {
  BLACKLIST_DURATIONS,
  BlacklistBodySchema,
  DEFAULT_BLACKLIST_DURATION,
  MONITORING_TEXTS,
} from '@store/contract/monitoring';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useBlacklistIp } from './useMonitoring.ts';
import { useContractForm } from '../../lib/useContractForm.ts';
import { FormModal } from '../../components/FormModal.tsx';

interface Values {
  ip: string;
  reason: string;
  duration: string;
}

const toBody = (v: Values) => ({ ip: v.ip, reason: v.reason, duration: Number(v.duration) });

/** spec 001 §2 / §5: 'Manually Blacklist IP' — IP address and reason required, a duration from the list. */
export function BlacklistIpModal({ onClose }: { onClose: () => void }) {
  const blacklist = useBlacklistIp();
  const form = useContractForm({
    schema: BlacklistBodySchema,
    toBody,
    values: { ip: '', reason: '', duration: String(DEFAULT_BLACKLIST_DURATION) },
    save: (body) => blacklist.mutateAsync(body),
    // spec 001 §8: the server's error field, else 'Failed to blacklist IP'
    failedMessage: MONITORING_TEXTS.blacklistFailed,
    onSaved: onClose,
  });
  const { field, error, input } = form;

  return (
    <FormModal
      form={form}
      title={MONITORING_TEXTS.dialogTitle}
      description="Every request from this address is refused until the block ends or you unblock it."
      size="md"
      submitLabel="Blacklist IP"
      submitTone="danger"
      what="blacklist entry"
      onClose={onClose}
    >
      <TextField
        label="IP Address"
        placeholder="e.g., 203.0.113.5"
        autoComplete="off"
        spellCheck={false}
        {...input('ip')}
      />
      <TextField
        label="Reason"
        placeholder="e.g., Scraping the product catalogue"
        autoComplete="off"
        {...input('reason')}
      />
      <SelectField label="Duration" error={error('duration')} {...field('duration')}>
        {BLACKLIST_DURATIONS.map((d) => (
          <option key={d.seconds} value={d.seconds}>
            {d.label}
          </option>
        ))}
      </SelectField>
    </FormModal>
  );
}
