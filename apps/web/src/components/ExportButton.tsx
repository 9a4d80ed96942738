import {
  EXPORT_PATHS,
  EXPORT_TEXTS,
  type ExportRequest,
  type ExportResource,
  type ExportTicket,
} from '@store/contract/exports';
import { ADMIN_API_BASE } from '@store/contract/navigation';
import { Download } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { api, errorMessage } from '../api/client.ts';
import { buttonClass } from './buttonClass.ts';

/** The list's query, as the list sends it: '' and undefined values are left out. */
function cleanQuery(query: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
}

/**
 * "Export CSV" for a list: every row of its current view (search, filters, sort — all pages). The
 * panel asks for a single-use download token, then posts it in a plain form into a hidden frame,
 * so the browser's own download manager receives the file (decision 0017) and the token is never
 * in an address. The frame only ever shows an error (a download leaves it empty), which is then
 * shown beside the button.
 */
export function ExportButton({
  resource,
  query,
}: {
  resource: ExportResource;
  query: Record<string, string | undefined>;
}) {
  const frameName = `export-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const form = useRef<HTMLFormElement>(null);
  const token = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);

  const start = async () => {
    setBusy(true);
    setStatus(null);
    try {
      const ticket = await api.post<ExportTicket>(EXPORT_PATHS.create, {
        resource,
        query: cleanQuery(query),
      } as ExportRequest);
      token.current!.value = ticket.token;
      form.current!.submit();
      token.current!.value = '';
      setStatus({ text: EXPORT_TEXTS.started(ticket.filename), failed: false });
    } catch (err) {
      setStatus({ text: errorMessage(err, EXPORT_TEXTS.startFailed), failed: true });
    } finally {
      setBusy(false);
    }
  };

  /** A download leaves the frame empty; an error answer is JSON with its message. */
  const onFrameLoad = (frame: HTMLIFrameElement) => {
    let body: string;
    try {
      body = frame.contentDocument?.body?.textContent?.trim() ?? '';
    } catch {
      return; // not readable: nothing to say
    }
    if (!body) return;
    let message: string = EXPORT_TEXTS.startFailed;
    try {
      const parsed = JSON.parse(body) as { message?: unknown };
      if (typeof parsed.message === 'string' && parsed.message) message = parsed.message;
    } catch {
      // not JSON: keep the fallback text
    }
    setStatus({ text: message, failed: true });
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={buttonClass('secondary')}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void start()}
      >
        <Download aria-hidden="true" className="size-4" />
        Export CSV
      </button>
      <p
        role="status"
        className={`text-sm ${status?.failed ? 'text-red-700' : 'text-slate-600'} ${status ? '' : 'sr-only'}`}
      >
        {status?.text ?? ''}
      </p>
      <form ref={form} method="post" action={`${ADMIN_API_BASE}${EXPORT_PATHS.download}`} target={frameName} hidden>
        <input ref={token} type="hidden" name="token" />
      </form>
      <iframe
        name={frameName}
        title="Export download"
        hidden
        tabIndex={-1}
        onLoad={(e) => onFrameLoad(e.currentTarget)}
      />
    </div>
  );
}
