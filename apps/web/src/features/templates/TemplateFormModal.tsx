import {
  isSystemTemplate,
  TEMPLATE_MESSAGES,
  TEMPLATE_VARIABLES,
  TemplateCreateSchema,
  TemplateUpdateSchema,
  type EmailTemplate,
  type TemplateCreateBody,
  type TemplateUpdateBody,
} from '@store/contract/templates';
import { Eye, EyeOff } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { buttonClass } from '../../components/buttonClass.ts';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { TemplatePreview } from './TemplatePreview.tsx';
import { useCreateTemplate, useUpdateTemplate } from './useTemplates.ts';
import { useRecordForm } from '../../lib/useContractForm.ts';
import { FormModal } from '../../components/FormModal.tsx';

interface Values {
  template_key: string;
  name: string;
  subject: string;
  body_html: string;
  body_text: string;
  is_active: boolean;
}

/** The fields by their labels, in the form's order (the conflict dialog names them so). */
const LABELS = {
  template_key: 'Template Key',
  name: 'Name',
  subject: 'Subject',
  body_html: 'HTML Body',
  body_text: 'Text Body',
  is_active: 'Active',
} as const satisfies Record<keyof Values, string>;

function valuesOf(template: EmailTemplate | null): Values {
  return {
    template_key: template?.template_key ?? '',
    name: template?.name ?? '',
    subject: template?.subject ?? '',
    body_html: template?.body_html ?? '',
    body_text: template?.body_text ?? '',
    is_active: template?.is_active ?? true,
  };
}

/** spec 001 §7: PATCH sends the same fields without the key; an empty body is "none" (null). */
function toBody(values: Values, editing: boolean): TemplateCreateBody | TemplateUpdateBody {
  const { template_key, ...rest } = values;
  return (editing ? rest : { template_key, ...rest }) as TemplateCreateBody | TemplateUpdateBody;
}

/** The one shared create/edit modal (spec 001 "Email Templates"), with a live preview. */
export function TemplateFormModal({
  template,
  onClose,
}: {
  /** The template being edited; null to create one. */
  template: EmailTemplate | null;
  onClose: () => void;
}) {
  const system = template !== null && isSystemTemplate(template.template_key);
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const [previewing, setPreviewing] = useState(false);
  const form = useRecordForm({
    record: template,
    keyOf: (t) => t.id,
    schemas: { create: TemplateCreateSchema, update: TemplateUpdateSchema },
    valuesOf: valuesOf,
    toBody: toBody,
    labels: LABELS,
    create: create.mutateAsync,
    update: update.mutateAsync,
    messages: TEMPLATE_MESSAGES,
    onSaved: onClose,
  });
  const { field, error, input } = form;
  const [subject, bodyHtml, bodyText, typedKey] = useWatch({
    control: form.form.control,
    name: ['subject', 'body_html', 'body_text', 'template_key'],
  });
  const sentVariables = TEMPLATE_VARIABLES[template?.template_key ?? String(typedKey ?? '').trim()];
  // Typing stays fluid: the preview catches up when React has time.
  const previewSource = useDeferredValue(
    useMemo(() => ({ subject, body_html: bodyHtml, body_text: bodyText }), [subject, bodyHtml, bodyText]),
  );
  // 'At least one body format…' sits on the HTML body; typing in either body clears it.
  const clearBodies = { onChange: () => form.form.clearErrors(['body_html', 'body_text']) };

  return (
    <FormModal
      form={form}
      title={template ? 'Edit Template' : 'Create Template'}
      size="xl"
      submitLabel={template ? 'Save Changes' : 'Create Template'}
      what="template"
      onClose={onClose}
      extraButtons={
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'sm:mr-auto')}
          aria-expanded={previewing}
          aria-controls={previewing ? 'template-form-preview' : undefined}
          onClick={() => setPreviewing((p) => !p)}
        >
          {previewing ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
          {previewing ? 'Hide Preview' : 'Show Preview'}
        </button>
      }
      aside={
        previewing ? (
          <div id="template-form-preview" className="mt-6">
            <TemplatePreview source={previewSource} />
          </div>
        ) : null
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {template ? (
          <div className="rounded-md bg-slate-50 p-3 text-sm">
            <p className="font-medium text-slate-600">Template Key</p>
            <p className="font-mono text-slate-900">{template.template_key}</p>
            <p className="mt-1 text-xs text-slate-600">The key cannot be changed.</p>
          </div>
        ) : (
          <TextField
            label={LABELS.template_key}
            placeholder="e.g., order_confirmation"
            autoComplete="off"
            spellCheck={false}
            hint="Letters, numbers, dots, hyphens and underscores."
            {...input('template_key')}
          />
        )}
        <TextField label={LABELS.name} placeholder="e.g., Order confirmation" autoComplete="off" {...input('name')} />
      </div>
      {sentVariables ? (
        <div className="rounded-md border border-slate-200 p-3 text-sm" data-testid="template-variables">
          <p className="font-medium text-slate-700">The store sends this e-mail with these variables</p>
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Variables">
            {sentVariables.map((name) => (
              <li key={name}>
                <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800">{`{{${name}}}`}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <TextField
        label={LABELS.subject}
        placeholder="e.g., Your order {{order_number}} is confirmed"
        autoComplete="off"
        hint="Use {{variable}} placeholders, for example {{name}}."
        {...input('subject')}
      />
      <p className="text-sm text-slate-600">At least one body is required: HTML, plain text, or both.</p>
      <TextAreaField
        label={LABELS.body_html}
        rows={8}
        spellCheck={false}
        className="[&_textarea]:font-mono [&_textarea]:text-xs"
        {...input('body_html', clearBodies)}
      />
      <TextAreaField
        label={LABELS.body_text}
        rows={6}
        className="[&_textarea]:font-mono [&_textarea]:text-xs"
        {...input('body_text', clearBodies)}
      />
      <div>
        <CheckboxField label={LABELS.is_active} disabled={system} {...field('is_active')} />
        {system ? (
          <p className="mt-1 text-xs text-slate-600">
            This template is sent by the system and must stay active; it cannot be deleted.
          </p>
        ) : null}
        {error('is_active') ? <p className="mt-1 text-sm text-red-700">{error('is_active')}</p> : null}
      </div>
    </FormModal>
  );
}
