import { useMemo, useRef } from 'react';
import { applyPreviewStyles, previewDocument, renderPart, sampleVariables, type Rendered } from './previewDocument.ts';

export interface PreviewSource {
  subject: string;
  body_html: string | null;
  body_text: string | null;
}

function PartError({ label, rendered }: { label: string; rendered: Extract<Rendered, { ok: false }> }) {
  return (
    <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {`The ${label} is not a valid template: ${rendered.error}`}
    </p>
  );
}

function Missing({ text }: { text: string }) {
  return <p className="text-sm text-slate-600 italic">{text}</p>;
}

/**
 * The subject and bodies rendered with sample `{{variables}}` (spec 001 §3). The HTML body is shown
 * in a sandboxed iframe without scripts, never inserted into the panel's own DOM; the subject and
 * text body are plain text.
 */
export function TemplatePreview({ source }: { source: PreviewSource }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const variables = useMemo(
    () => sampleVariables([source.subject, source.body_html, source.body_text]),
    [source.subject, source.body_html, source.body_text],
  );
  const subject = useMemo(() => renderPart(source.subject, variables, false), [source.subject, variables]);
  const html = useMemo(
    () => (source.body_html?.trim() ? renderPart(source.body_html, variables, true) : null),
    [source.body_html, variables],
  );
  const text = useMemo(
    () => (source.body_text?.trim() ? renderPart(source.body_text, variables, false) : null),
    [source.body_text, variables],
  );
  const prepared = useMemo(() => (html?.ok ? previewDocument(html.value) : null), [html]);
  const names = Object.keys(variables);

  return (
    <section aria-label="Preview" className="space-y-4 rounded-md border border-slate-200 bg-slate-50 p-4">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Preview</h3>
        <p className="mt-0.5 text-xs text-slate-600">
          {names.length > 0 ? 'Rendered with sample values for the variables.' : 'This template uses no variables.'}{' '}
          Remote images are not loaded.
        </p>
        {names.length > 0 ? (
          <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-xs sm:grid-cols-2">
            {names.map((name) => (
              <div key={name} className="flex min-w-0 gap-1">
                <dt className="font-mono text-slate-700">{`{{${name}}}`}</dt>
                <dd className="truncate text-slate-900">{variables[name]}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>

      <div>
        <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Subject</h4>
        {subject.ok ? (
          <p className="mt-1 text-sm font-medium break-words text-slate-900" data-testid="preview-subject">
            {subject.value.replace(/[\r\n]+/g, ' ').trim()}
          </p>
        ) : (
          <PartError label="subject" rendered={subject} />
        )}
      </div>

      <div>
        <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">HTML Body</h4>
        <div className="mt-1">
          {html === null ? (
            <Missing text="No HTML body." />
          ) : !html.ok ? (
            <PartError label="HTML body" rendered={html} />
          ) : prepared ? (
            <iframe
              ref={frame}
              title="HTML body preview"
              // No allow-scripts: nothing in the e-mail can run. allow-same-origin only lets the
              // panel put the e-mail's styles back through the CSSOM (see previewDocument.ts).
              sandbox="allow-same-origin"
              referrerPolicy="no-referrer"
              srcDoc={prepared.html}
              onLoad={() => {
                if (frame.current) applyPreviewStyles(frame.current, prepared);
              }}
              className="h-96 w-full rounded-md border border-slate-200 bg-white"
            />
          ) : null}
        </div>
      </div>

      <div>
        <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Text Body</h4>
        <div className="mt-1">
          {text === null ? (
            <Missing text="No text body." />
          ) : !text.ok ? (
            <PartError label="text body" rendered={text} />
          ) : (
            <pre
              // Keyboard users can scroll a long text body.
              tabIndex={0}
              role="region"
              aria-label="Text body preview"
              className="max-h-64 overflow-auto rounded-md border border-slate-200 bg-white p-3 text-sm whitespace-pre-wrap text-slate-900"
              data-testid="preview-text"
            >
              {text.value}
            </pre>
          )}
        </div>
      </div>
    </section>
  );
}
