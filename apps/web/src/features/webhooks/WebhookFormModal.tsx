import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEXTS,
  WEBHOOK_URL_MAX,
  WebhookEndpointCreateSchema,
  WebhookEndpointUpdateSchema,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '@store/contract/webhooks';
import { useId, useState } from 'react';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { FormModal } from '../../components/FormModal.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useRecordForm } from '../../lib/useContractForm.ts';
import { WebhookSecretDialog } from './WebhookSecretDialog.tsx';
import { useCreateWebhook, useUpdateWebhook } from './useWebhooks.ts';

interface Values {
  url: string;
  description: string;
  events: WebhookEventType[];
}

/** The fields by their labels, in the form's order (the conflict dialog names them so). */
const LABELS = {
  url: 'Endpoint URL',
  description: 'Description (optional)',
  events: 'Events',
} as const satisfies Record<keyof Values, string>;

const MESSAGES = {
  createFailed: 'Failed to add webhook endpoint',
  updateFailed: 'Failed to save webhook endpoint',
} as const;

function valuesOf(endpoint: WebhookEndpoint | null): Values {
  return {
    url: endpoint?.url ?? '',
    description: endpoint?.description ?? '',
    events: endpoint ? [...endpoint.events] : [],
  };
}

function toBody(values: Values) {
  return {
    url: values.url,
    description: values.description,
    // A group of checkboxes reads as a list; nothing ticked may read as false.
    events: Array.isArray(values.events) ? values.events : [],
  };
}

/**
 * Add and edit a webhook endpoint (decision 0062): its URL, a description, and the events it
 * subscribes to (at least one). A new endpoint's signing secret is shown once, here, after it is added.
 */
export function WebhookFormModal({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  if (created) {
    return (
      <WebhookSecretDialog
        endpoint={created}
        title="Webhook Endpoint Added"
        description={
          <>
            {WEBHOOK_TEXTS.created}: <span className="break-all">{created.url}</span>
          </>
        }
        onDone={onClose}
      />
    );
  }
  return <EndpointForm endpoint={endpoint} onClose={onClose} onCreated={setCreated} />;
}

function EndpointForm({
  endpoint,
  onClose,
  onCreated,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onCreated: (endpoint: WebhookEndpointWithSecret) => void;
}) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const form = useRecordForm({
    record: endpoint,
    keyOf: (e) => e.id,
    schemas: { create: WebhookEndpointCreateSchema, update: WebhookEndpointUpdateSchema },
    valuesOf,
    toBody,
    labels: LABELS,
    create: create.mutateAsync,
    update: update.mutateAsync,
    messages: MESSAGES,
    onSaved: (result) => (endpoint ? onClose() : onCreated(result as WebhookEndpointWithSecret)),
  });
  const { input, field, error } = form;
  const eventsError = error('events');
  const eventsErrorId = useId();

  return (
    <FormModal
      form={form}
      title={endpoint ? 'Edit Webhook Endpoint' : 'Add Webhook Endpoint'}
      size="lg"
      submitLabel={endpoint ? 'Save Changes' : WEBHOOK_TEXTS.add}
      what="webhook endpoint"
      onClose={onClose}
    >
      <TextField
        label={LABELS.url}
        type="url"
        inputMode="url"
        placeholder="https://example.com/webhooks/store"
        autoComplete="off"
        spellCheck={false}
        maxLength={WEBHOOK_URL_MAX}
        hint="The store POSTs each event here, signed with the endpoint's secret."
        {...input('url')}
      />
      <TextAreaField
        label={LABELS.description}
        rows={2}
        placeholder="What receives these events?"
        {...input('description')}
      />
      <fieldset aria-describedby={eventsError ? eventsErrorId : undefined}>
        <legend className="text-sm font-medium text-slate-700">{LABELS.events}</legend>
        <p className="text-xs text-slate-600">What the store tells this endpoint about. Choose at least one.</p>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <CheckboxField
              key={type}
              value={type}
              label={
                <>
                  {WEBHOOK_EVENT_LABELS[type]}{' '}
                  <code className="font-mono text-xs font-normal text-slate-600">{type}</code>
                </>
              }
              {...field('events')}
            />
          ))}
        </div>
        {eventsError ? (
          <p id={eventsErrorId} className="mt-1 text-sm text-red-700">
            {eventsError}
          </p>
        ) : null}
      </fieldset>
    </FormModal>
  );
}
