import {
  isSystemTemplate,
  TEMPLATE_MESSAGES,
  TemplateCreateSchema,
  TemplateUpdateSchema,
  type EmailTemplate,
  type TemplateCreateBody,
  type TemplateUpdateBody,
} from '@store/contract/templates';
import { Eye, EyeOff } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { buttonClass } from '../../components/buttonClass.ts';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Modal } from '../../components/Modal.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { applyServerError } from '../../lib/formErrors.ts';
import { wireResolver } from '../../lib/wireResolver.ts';
import { TemplatePreview } from './TemplatePreview.tsx';
import { useCreateTemplate, useUpdateTemplate } from './useTemplates.ts';

interface Values {
  template_key: string;
  name: string;
  subject: string;
  body_html: string;
  body_text: string;
  is_active: boolean;
}

const FIELDS = ['template_key', 'name', 'subject', 'body_html', 'body_text', 'is_active'] as const;

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
  const editing = template !== null;
  const system = template !== null && isSystemTemplate(template.template_key);
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const resolver = useMemo(
    () =>
      editing
        ? wireResolver<Values, typeof TemplateUpdateSchema>(TemplateUpdateSchema, (v) => toBody(v, true))
        : wireResolver<Values, typeof TemplateCreateSchema>(TemplateCreateSchema, (v) => toBody(v, false)),
    [editing],
  );
  const {
    control,
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, TemplateCreateBody | TemplateUpdateBody>({
    resolver: resolver as never,
    defaultValues: valuesOf(template),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const [subject, bodyHtml, bodyText] = useWatch({ control, name: ['subject', 'body_html', 'body_text'] });
  // Typing stays fluid: the preview catches up when React has time.
  const previewSource = useDeferredValue(
    useMemo(() => ({ subject, body_html: bodyHtml, body_text: bodyText }), [subject, bodyHtml, bodyText]),
  );

  const onSubmit = async (body: TemplateCreateBody | TemplateUpdateBody) => {
    setServerError(null);
    try {
      if (template) await update.mutateAsync({ id: template.id, body: body as TemplateUpdateBody });
      else await create.mutateAsync(body as TemplateCreateBody);
      onClose();
    } catch (err) {
      setServerError(
        applyServerError<Values>(
          err,
          FIELDS,
          setError,
          editing ? TEMPLATE_MESSAGES.updateFailed : TEMPLATE_MESSAGES.createFailed,
        ),
      );
    }
  };

  const clearOnChange = (name: (typeof FIELDS)[number]) => ({ onChange: () => clearErrors(name) });
  // 'At least one body format…' sits on the HTML body; typing in either body clears it.
  const clearBodies = { onChange: () => clearErrors(['body_html', 'body_text']) };

  return (
    <Modal
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={editing ? 'Edit Template' : 'Create Template'}
      size="xl"
      footer={
        <>
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
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form="template-form"
            className={buttonClass('primary')}
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {editing ? 'Save Changes' : 'Create Template'}
          </button>
        </>
      }
    >
      <form id="template-form" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <ErrorBox message={serverError} />
        <div className="grid gap-4 sm:grid-cols-2">
          {template ? (
            <div className="rounded-md bg-slate-50 p-3 text-sm">
              <p className="font-medium text-slate-600">Template Key</p>
              <p className="font-mono text-slate-900">{template.template_key}</p>
              <p className="mt-1 text-xs text-slate-600">The key cannot be changed.</p>
            </div>
          ) : (
            <TextField
              label="Template Key"
              placeholder="e.g., order_confirmation"
              autoComplete="off"
              spellCheck={false}
              hint="Letters, numbers, dots, hyphens and underscores."
              error={errors.template_key?.message}
              {...register('template_key', clearOnChange('template_key'))}
            />
          )}
          <TextField
            label="Name"
            placeholder="e.g., Order confirmation"
            autoComplete="off"
            error={errors.name?.message}
            {...register('name', clearOnChange('name'))}
          />
        </div>
        <TextField
          label="Subject"
          placeholder="e.g., Your order {{order_number}} is confirmed"
          autoComplete="off"
          hint="Use {{variable}} placeholders, for example {{name}}."
          error={errors.subject?.message}
          {...register('subject', clearOnChange('subject'))}
        />
        <p className="text-sm text-slate-600">At least one body is required: HTML, plain text, or both.</p>
        <TextAreaField
          label="HTML Body"
          rows={8}
          spellCheck={false}
          className="[&_textarea]:font-mono [&_textarea]:text-xs"
          error={errors.body_html?.message}
          {...register('body_html', clearBodies)}
        />
        <TextAreaField
          label="Text Body"
          rows={6}
          className="[&_textarea]:font-mono [&_textarea]:text-xs"
          error={errors.body_text?.message}
          {...register('body_text', clearBodies)}
        />
        <div>
          <CheckboxField label="Active" disabled={system} {...register('is_active', clearOnChange('is_active'))} />
          {system ? (
            <p className="mt-1 text-xs text-slate-600">
              This template is sent by the system and must stay active; it cannot be deleted.
            </p>
          ) : null}
          {errors.is_active?.message ? <p className="mt-1 text-sm text-red-700">{errors.is_active.message}</p> : null}
        </div>
      </form>
      {previewing ? (
        <div id="template-form-preview" className="mt-6">
          <TemplatePreview source={previewSource} />
        </div>
      ) : null}
    </Modal>
  );
}
