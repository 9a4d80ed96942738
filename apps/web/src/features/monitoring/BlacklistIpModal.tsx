import {
  BLACKLIST_DURATIONS,
  BlacklistBodySchema,
  DEFAULT_BLACKLIST_DURATION,
  MONITORING_TEXTS,
  type BlacklistBody,
} from '@store/contract/monitoring';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClass } from '../../components/buttonClass.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Modal } from '../../components/Modal.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { applyServerError } from '../../lib/formErrors.ts';
import { wireResolver } from '../../lib/wireResolver.ts';
import { useBlacklistIp } from './useMonitoring.ts';

interface Values {
  ip: string;
  reason: string;
  duration: string;
}
const FIELDS = ['ip', 'reason', 'duration'] as const;

const toBody = (v: Values) => ({ ip: v.ip, reason: v.reason, duration: Number(v.duration) });
const resolver = wireResolver<Values, typeof BlacklistBodySchema>(BlacklistBodySchema, toBody);

/** spec 001 §2 / §5: 'Manually Blacklist IP' — IP address and reason required, a duration from the list. */
export function BlacklistIpModal({ onClose }: { onClose: () => void }) {
  const blacklist = useBlacklistIp();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, BlacklistBody>({
    resolver,
    defaultValues: { ip: '', reason: '', duration: String(DEFAULT_BLACKLIST_DURATION) },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = async (body: BlacklistBody) => {
    setServerError(null);
    try {
      await blacklist.mutateAsync(body);
      onClose();
    } catch (err) {
      // spec 001 §8: the server's error field, else 'Failed to blacklist IP'
      setServerError(applyServerError<Values>(err, FIELDS, setError, MONITORING_TEXTS.blacklistFailed));
    }
  };
  const clearOnChange = (name: (typeof FIELDS)[number]) => ({
    onChange: () => {
      clearErrors(name);
      setServerError(null);
    },
  });

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={MONITORING_TEXTS.dialogTitle}
      description="Every request from this address is refused until the block ends or you unblock it."
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form="blacklist-form"
            className={buttonClass('danger')}
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            Blacklist IP
          </button>
        </>
      }
    >
      <form id="blacklist-form" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <ErrorBox message={serverError} />
        <TextField
          label="IP Address"
          placeholder="e.g., 203.0.113.5"
          autoComplete="off"
          spellCheck={false}
          error={errors.ip?.message}
          {...register('ip', clearOnChange('ip'))}
        />
        <TextField
          label="Reason"
          placeholder="e.g., Scraping the product catalogue"
          autoComplete="off"
          error={errors.reason?.message}
          {...register('reason', clearOnChange('reason'))}
        />
        <SelectField
          label="Duration"
          error={errors.duration?.message}
          {...register('duration', clearOnChange('duration'))}
        >
          {BLACKLIST_DURATIONS.map((d) => (
            <option key={d.seconds} value={d.seconds}>
              {d.label}
            </option>
          ))}
        </SelectField>
      </form>
    </Modal>
  );
}
