// The template preview's rendering: mustache `{{variables}}` filled with sample values (as the
// server's mailer renders them: the HTML body escapes values, the subject and text body do not),
// and the HTML body made into an inert document for a sandboxed iframe.
import { TEMPLATE_SAMPLE_VARIABLES } from '@store/contract/templates';
import Mustache from 'mustache';

export type Rendered = { ok: true; value: string } | { ok: false; error: string };

type Spans = Mustache.TemplateSpans;

/** Parses with a writer of its own, so drafts typed in the form do not fill mustache's global cache. */
function parse(source: string): Spans {
  return new Mustache.Writer().parse(source) as Spans;
}

function collectVariables(spans: Spans, into: Set<string>): void {
  for (const span of spans) {
    const [type, value] = span;
    if (type === 'name' || type === '&' || type === '#' || type === '^') into.add(value);
    const children = span[4];
    if (Array.isArray(children)) collectVariables(children as Spans, into);
  }
}

/** The variables the given sources use, each with its sample value (`[name]` when none is known). */
export function sampleVariables(sources: readonly (string | null | undefined)[]): Record<string, string> {
  const names = new Set<string>();
  for (const source of sources) {
    if (!source) continue;
    try {
      collectVariables(parse(source), names);
    } catch {
      // a source that does not parse reports its error where it is rendered
    }
  }
  const values: Record<string, string> = {};
  for (const name of [...names].sort()) values[name] = TEMPLATE_SAMPLE_VARIABLES[name] ?? `[${name}]`;
  return values;
}

/** Renders one part; `escapeHtml` for the HTML body only (mustache's default escaping). */
export function renderPart(source: string, variables: Record<string, string>, escapeHtml: boolean): Rendered {
  try {
    const writer = new Mustache.Writer();
    const value = escapeHtml
      ? writer.render(source, variables)
      : writer.render(source, variables, undefined, { escape: (v: unknown) => String(v) });
    return { ok: true, value };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * An HTML e-mail as an inert document for the preview iframe. The iframe is sandboxed without
 * scripts, so nothing in it can run; on top of that, scripts, frames, objects, <base>, <meta> and
 * <link> are dropped, and event-handler attributes and `javascript:` URLs removed.
 *
 * Every document the panel creates or frames inherits its CSP (`style-src 'self'`), which refuses
 * inline styles — and e-mail HTML is styled inline. So, before anything parses the HTML, each
 * `style` attribute is renamed (`data-preview-style`) and each <style> element taken out; once the
 * frame has loaded, the panel puts them back through the CSSOM (`applyPreviewStyles`), which the
 * CSP allows.
 */
export interface PreviewDocument {
  html: string;
  styleSheets: string[];
}

const DROPPED = 'script, iframe, frame, frameset, object, embed, applet, base, meta, link, noscript, template, portal';
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'background', 'poster']);
const STYLE_ATTRIBUTE = 'data-preview-style';
/** Elements whose content is raw text up to their end tag (the HTML parser's rule). */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
]);

/**
 * A small scan over the markup, following the HTML tokenizer's rules for tags, attributes,
 * comments and raw-text elements: renames `style` attributes and takes out <style> elements. It
 * only decides where styles go; whatever it misreads is still parsed, sanitised and sandboxed.
 */
export function extractStyles(html: string): { html: string; styleSheets: string[] } {
  const styleSheets: string[] = [];
  let out = '';
  let i = 0;
  const n = html.length;
  const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    i = lt;
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      const stop = end === -1 ? n : end + 3;
      out += html.slice(i, stop);
      i = stop;
      continue;
    }
    const next = html[i + 1] ?? '';
    if (next === '!' || next === '?' || (next === '/' && /[a-z]/i.test(html[i + 2] ?? ''))) {
      const end = html.indexOf('>', i + 1);
      const stop = end === -1 ? n : end + 1;
      out += html.slice(i, stop);
      i = stop;
      continue;
    }
    if (!/[a-z]/i.test(next)) {
      out += '<';
      i += 1;
      continue;
    }
    // A start tag: its name, then its attributes.
    let j = i + 1;
    while (j < n && !isSpace(html[j]) && html[j] !== '/' && html[j] !== '>') j++;
    const tag = html.slice(i + 1, j).toLowerCase();
    let tagText = html.slice(i, j);
    while (j < n && html[j] !== '>') {
      const c = html[j];
      if (isSpace(c) || c === '/') {
        tagText += c;
        j++;
        continue;
      }
      let k = j + 1;
      while (k < n && !isSpace(html[k]) && html[k] !== '/' && html[k] !== '>' && html[k] !== '=') k++;
      const name = html.slice(j, k);
      let valueText = '';
      let m = k;
      while (m < n && isSpace(html[m])) m++;
      if (html[m] === '=') {
        m++;
        while (m < n && isSpace(html[m])) m++;
        const quote = html[m];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, m + 1);
          m = close === -1 ? n : close + 1;
        } else {
          while (m < n && !isSpace(html[m]) && html[m] !== '>') m++;
        }
        valueText = html.slice(k, m);
        k = m;
      }
      tagText += (name.toLowerCase() === 'style' ? STYLE_ATTRIBUTE : name) + valueText;
      j = k;
    }
    i = Math.min(n, j + 1);
    if (!RAW_TEXT.has(tag)) {
      out += `${tagText}>`;
      continue;
    }
    // Raw text runs to the matching end tag.
    const close = html.toLowerCase().indexOf(`</${tag}`, i);
    const stop = close === -1 ? n : close;
    const content = html.slice(i, stop);
    const endTag = close === -1 ? -1 : html.indexOf('>', close);
    const after = endTag === -1 ? n : endTag + 1;
    if (tag === 'style') styleSheets.push(content);
    else out += `${tagText}>${content}${html.slice(stop, after)}`;
    i = after;
  }
  return { html: out, styleSheets };
}

export function previewDocument(source: string): PreviewDocument {
  const { html, styleSheets } = extractStyles(source);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const el of Array.from(doc.querySelectorAll(DROPPED))) el.remove();
  for (const el of Array.from(doc.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const scriptUrl = URL_ATTRIBUTES.has(name) && /^\s*(javascript|vbscript):/i.test(attr.value);
      if (name.startsWith('on') || scriptUrl) el.removeAttribute(attr.name);
    }
  }
  // A document of its own: a language and a title (screen readers and axe ask for both).
  if (!doc.documentElement.getAttribute('lang')) doc.documentElement.setAttribute('lang', 'en');
  if (!doc.title) doc.title = 'E-mail preview';
  return { html: `<!doctype html>\n${doc.documentElement.outerHTML}`, styleSheets };
}

/** Puts the styles taken out by `previewDocument` back, through the CSSOM, into the loaded frame. */
export function applyPreviewStyles(frame: HTMLIFrameElement, prepared: PreviewDocument): void {
  const doc = frame.contentDocument;
  const win = frame.contentWindow as (Window & typeof globalThis) | null;
  if (!doc || !win) return;
  for (const el of Array.from(doc.querySelectorAll<HTMLElement>(`[${STYLE_ATTRIBUTE}]`))) {
    el.style.cssText = el.getAttribute(STYLE_ATTRIBUTE) ?? '';
  }
  if (prepared.styleSheets.length > 0 && 'adoptedStyleSheets' in doc) {
    try {
      const sheet = new win.CSSStyleSheet();
      sheet.replaceSync(prepared.styleSheets.join('\n'));
      doc.adoptedStyleSheets = [sheet];
    } catch (err) {
      console.warn('The preview could not apply the template <style> rules', err);
    }
  }
}
