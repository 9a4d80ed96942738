import { describe, expect, it } from 'vitest';
import { extractStyles, previewDocument, renderPart, sampleVariables } from './previewDocument.ts';

describe('sampleVariables', () => {
  it('gives known variables their sample and others their name in brackets', () => {
    expect(sampleVariables(['Hi {{name}}', '<p>{{{onboarding_link}}} {{#vip}}{{coupon}}{{/vip}}</p>', null])).toEqual({
      coupon: '[coupon]',
      name: 'Jane Doe',
      onboarding_link: 'https://store.example.com/onboarding/sample-token',
      vip: '[vip]',
    });
  });

  it('skips a source that does not parse', () => {
    expect(sampleVariables(['{{#open}}', 'Hi {{name}}'])).toEqual({ name: 'Jane Doe' });
  });
});

describe('renderPart', () => {
  it('escapes values in the HTML body only, as the mailer does', () => {
    const vars = { name: '<b>Jo & Co</b>' };
    expect(renderPart('<p>{{name}}</p>', vars, true)).toEqual({
      ok: true,
      value: '<p>&lt;b&gt;Jo &amp; Co&lt;&#x2F;b&gt;</p>',
    });
    expect(renderPart('Hi {{name}}', vars, false)).toEqual({ ok: true, value: 'Hi <b>Jo & Co</b>' });
  });

  it('reports a template that does not parse', () => {
    expect(renderPart('Hi {{#name}}', {}, false)).toEqual({ ok: false, error: 'Unclosed section "name" at 12' });
  });
});

describe('extractStyles', () => {
  it('renames style attributes in every spelling and keeps everything else', () => {
    const { html, styleSheets } = extractStyles(
      '<p style="color: red" data-style="x">a style="b"</p><P STYLE=color:blue>c</P><i title="1 > 0" style=\'margin: 0\'>d</i><br/>',
    );
    expect(html).toBe(
      '<p data-preview-style="color: red" data-style="x">a style="b"</p><P data-preview-style=color:blue>c</P><i title="1 > 0" data-preview-style=\'margin: 0\'>d</i><br/>',
    );
    expect(styleSheets).toEqual([]);
  });

  it('takes out <style> elements and leaves comments and raw text alone', () => {
    const { html, styleSheets } = extractStyles(
      '<head><style>p { color: red }</style></head><!-- <p style="x"> --><textarea><b style="y"></textarea><STYLE type="text/css">h1{}</STYLE>',
    );
    expect(styleSheets).toEqual(['p { color: red }', 'h1{}']);
    expect(html).toBe('<head></head><!-- <p style="x"> --><textarea><b style="y"></textarea>');
  });

  it('copes with markup that is cut short', () => {
    expect(extractStyles('<p style="unterminated').html).toBe('<p data-preview-style="unterminated>');
    expect(extractStyles('a < b and <').html).toBe('a < b and <');
  });
});

describe('previewDocument', () => {
  it('drops scripts, handlers and script URLs, and gives the document a language and a title', () => {
    const { html, styleSheets } = previewDocument(
      '<html><body><script>alert(1)</script><img src=x onerror="alert(2)"><a href=" javascript:alert(3)">x</a>' +
        '<p style="color: red" onclick="alert(4)">Hi</p><style>p{}</style><object data="/x"></object></body></html>',
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('script, object, style')).toHaveLength(0);
    expect(doc.querySelector('img')!.getAttribute('onerror')).toBeNull();
    expect(doc.querySelector('a')!.getAttribute('href')).toBeNull();
    const p = doc.querySelector('p')!;
    expect(p.getAttribute('onclick')).toBeNull();
    expect(p.getAttribute('style')).toBeNull();
    expect(p.getAttribute('data-preview-style')).toBe('color: red');
    expect(styleSheets).toEqual(['p{}']);
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(doc.title).toBe('E-mail preview');
  });
});
