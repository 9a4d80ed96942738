import { describe, expect, it } from 'vitest';
import { storeNameOf } from './mail.ts';
import { renderTemplate } from './templates.ts';

describe('renderTemplate', () => {
  const template = {
    subject: 'Hello {{name}}\n— {{store_name}}',
    bodyHtml: '<p>Hi {{name}}, <a href="{{link}}">go</a></p>',
    bodyText: 'Hi {{name}}: {{link}}',
  };

  it('escapes values in the HTML body only, and keeps the subject on one line', () => {
    const out = renderTemplate(template, {
      name: 'Tom & "Jerry" <b>',
      link: 'https://shop.example.com/onboarding/a-b_c',
      store_name: 'Acme',
    });
    expect(out.subject).toBe('Hello Tom & "Jerry" <b> — Acme');
    expect(out.html).toBe(
      '<p>Hi Tom &amp; &quot;Jerry&quot; &lt;b&gt;, <a href="https://shop.example.com/onboarding/a-b_c">go</a></p>',
    );
    expect(out.text).toBe('Hi Tom & "Jerry" <b>: https://shop.example.com/onboarding/a-b_c');
  });

  it('renders a missing variable as empty and a missing body as null', () => {
    const out = renderTemplate({ subject: 'Hi {{name}}', bodyHtml: null, bodyText: 'x{{nothing}}y' }, {});
    expect(out).toEqual({ subject: 'Hi', html: null, text: 'xy' });
  });
});

describe('storeNameOf', () => {
  it('takes the display name of MAIL_FROM', () => {
    expect(storeNameOf('Store <no-reply@store.local>')).toBe('Store');
    expect(storeNameOf('"Acme Software" <a@b.c>')).toBe('Acme Software');
    expect(storeNameOf('no-reply@store.local')).toBe('our store');
  });
});
