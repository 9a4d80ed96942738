import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { EmailTemplate } from '@store/contract/templates';
import { expect, test, adminApi } from './fixtures.ts';

// The Email Templates screen of the demo store: paged on the server, 10 per page, one shared
// create/edit modal, details with a preview. Each test makes its own templates, tagged unique.

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type Api = ReturnType<typeof adminApi>;

const createTemplate = (api: Api, body: Partial<EmailTemplate>) =>
  api<EmailTemplate>('POST', '/templates', {
    name: 'E2E template',
    subject: 'Hello {{name}}',
    body_html: '<p>Hello {{name}}</p>',
    body_text: 'Hello {{name}}',
    is_active: true,
    ...body,
  });

/**
 * axe-core cannot run inside the preview frame: it is sandboxed without scripts on purpose, and
 * axe waits forever for a frame that never answers. Its content is the template's own markup
 * anyway, not the panel's; everything around it is scanned.
 */
async function expectNoA11yViolationsAroundPreview(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('iframe[title="HTML body preview"]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const rowOf = (page: Page, key: string) => page.getByRole('row').filter({ hasText: key });
const search = (page: Page) => page.getByLabel('Search by key, name or subject');

test.describe('Email Templates', () => {
  test('lists templates 10 per page from the server and searches by key, name or subject', async ({
    page,
    login,
    baseURL,
  }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const tag = uid();
    for (let i = 1; i <= 11; i++) {
      await createTemplate(api, { template_key: `list_${tag}_${i}`, name: `List ${tag} ${i}` });
    }
    await createTemplate(api, { template_key: `subj_${tag}`, name: 'Subject search', subject: `Receipt ${tag} ready` });

    const listCall = page.waitForRequest((r) => r.url().includes('/api/admin/templates?'));
    await page.goto('/templates');
    expect(new URL((await listCall).url()).searchParams.get('limit')).toBe('10');
    await expect(page.getByRole('heading', { level: 1, name: 'Email Templates' })).toBeVisible();

    await search(page).fill(`list_${tag}`);
    await expect(page.getByText('Showing page 1 of 2 (11 total)')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `list_${tag}_` })).toHaveCount(10);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Showing page 2 of 2 (11 total)')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `list_${tag}_` })).toHaveCount(1);

    await search(page).fill(`Receipt ${tag}`);
    await expect(rowOf(page, `subj_${tag}`)).toHaveCount(1);
    await search(page).fill(`List ${tag} 11`);
    await expect(rowOf(page, `list_${tag}_11`)).toHaveCount(1);

    await search(page).fill(`nothing-${tag}`);
    await expect(page.getByText('No templates found')).toBeVisible();
  });

  test('creates a template: each validation text, cleared when its field is edited', async ({
    page,
    login,
    baseURL,
    expectNoA11yViolations,
  }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const key = `welcome_${uid()}`;
    await page.goto('/templates');
    await page.getByRole('button', { name: 'Create Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Template' });
    const submit = dialog.getByRole('button', { name: 'Create Template' });

    await submit.click();
    const texts = [
      'Template key is required',
      'Template name is required',
      'Subject is required',
      'At least one body format (HTML or text) is required',
    ];
    for (const text of texts) await expect(dialog.getByText(text)).toBeVisible();
    await expectNoA11yViolations();

    await dialog.getByLabel('Template Key').fill('has spaces');
    await expect(dialog.getByText('Template key is required')).toBeHidden();
    await dialog.getByLabel('Name').fill('Welcome');
    await expect(dialog.getByText('Template name is required')).toBeHidden();
    await dialog.getByLabel('Subject').fill('Welcome, {{name}}');
    await expect(dialog.getByText('Subject is required')).toBeHidden();
    await dialog.getByLabel('Text Body').fill('Hi {{name}}, welcome to {{store_name}}.');
    await expect(dialog.getByText('At least one body format (HTML or text) is required')).toBeHidden();
    await submit.click();
    await expect(
      dialog.getByText('Template key may contain only letters, numbers, dots, hyphens and underscores'),
    ).toBeVisible();
    await dialog.getByLabel('Template Key').fill(key);

    // The live preview renders the sample variables.
    await dialog.getByRole('button', { name: 'Show Preview' }).click();
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await expect(preview.getByTestId('preview-subject')).toHaveText('Welcome, Jane Doe');
    await expect(preview.getByTestId('preview-text')).toHaveText('Hi Jane Doe, welcome to Demo Store.');
    await expect(preview.getByText('No HTML body.')).toBeVisible();
    await expectNoA11yViolations();

    await submit.click();
    await expect(dialog).toBeHidden();
    await search(page).fill(key);
    const row = rowOf(page, key);
    await expect(row).toContainText('Welcome');
    await expect(row).toContainText('Welcome, {{name}}');
    await expect(row).toContainText('Text');
    await expect(row).toContainText('Active');
    const { templates } = await api<{ templates: EmailTemplate[] }>('GET', `/templates?search=${key}`);
    expect(templates[0]).toMatchObject({ template_key: key, body_html: null, is_active: true });
  });

  test("shows the server's message inside the form", async ({ page, login }) => {
    await login();
    await page.goto('/templates');
    await page.getByRole('button', { name: 'Create Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Template' });
    await dialog.getByLabel('Template Key').fill('onboarding');
    await dialog.getByLabel('Name').fill('Another onboarding');
    await dialog.getByLabel('Subject').fill('Hi');
    await dialog.getByLabel('HTML Body').fill('<p>Hi</p>');
    await dialog.getByRole('button', { name: 'Create Template' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('A template with key onboarding already exists');
  });

  test('edits a template with the shared modal: the key is fixed', async ({
    page,
    login,
    baseURL,
    expectNoA11yViolations,
  }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const t = await createTemplate(api, { template_key: `edit_${uid()}`, name: 'Before edit' });
    await page.goto('/templates');
    await search(page).fill(t.template_key);
    await page.getByRole('button', { name: `Edit template ${t.template_key}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Template' });
    await expect(dialog.getByText('The key cannot be changed.')).toBeVisible();
    await expectNoA11yViolations();
    await expect(dialog.getByRole('textbox', { name: 'Template Key' })).toHaveCount(0);
    await expect(dialog.getByLabel('Name')).toHaveValue('Before edit');

    await dialog.getByLabel('HTML Body').fill('');
    await dialog.getByLabel('Text Body').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('At least one body format (HTML or text) is required')).toBeVisible();
    await dialog.getByLabel('Text Body').fill('Only text now, {{name}}');
    await expect(dialog.getByText('At least one body format (HTML or text) is required')).toBeHidden();
    await dialog.getByLabel('Name').fill('After edit');
    await dialog.getByLabel('Active').uncheck();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    const row = rowOf(page, t.template_key);
    await expect(row).toContainText('After edit');
    await expect(row).toContainText('Inactive');
    expect(await api<EmailTemplate>('GET', `/templates/${t.id}`)).toMatchObject({
      template_key: t.template_key,
      name: 'After edit',
      body_html: null,
      body_text: 'Only text now, {{name}}',
      is_active: false,
    });

    // An update failure without a message: 'Failed to update template'.
    await page.route(`**/api/admin/templates/${t.id}`, (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 502, body: '' }) : route.fallback(),
    );
    await page.getByRole('button', { name: `Edit template ${t.template_key}` }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Failed to update template');
  });

  test('the preview runs no script or event handler of the template, and keeps its styles', async ({
    page,
    login,
    baseURL,
  }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const t = await createTemplate(api, {
      template_key: `xss_${uid()}`,
      name: 'Hostile markup',
      subject: 'Hi {{name}}',
      body_html:
        '<h1 style="color: rgb(200, 0, 0)">Hello {{name}}</h1>' +
        '<script>window.parent.__pwned = "script"; alert("script")</script>' +
        "<img src=x onerror=\"window.parent.__pwned = 'onerror'; alert('onerror')\">" +
        '<a href="javascript:alert(1)">link</a><p>{{coupon}}</p>',
    });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });

    await page.goto('/templates');
    await search(page).fill(t.template_key);
    await page.getByRole('button', { name: `View template ${t.template_key}` }).click();
    const details = page.getByRole('dialog', { name: 'Template Details' });
    const iframe = details.locator('iframe[title="HTML body preview"]');
    await expect(iframe).toBeVisible();
    // Sandboxed without scripts; the markup lives in the frame, never in the panel's DOM.
    expect((await iframe.getAttribute('sandbox'))?.split(/\s+/)).not.toContain('allow-scripts');
    const frame = page.frameLocator('iframe[title="HTML body preview"]');
    const heading = frame.getByRole('heading', { name: 'Hello Jane Doe' });
    await expect(heading).toBeVisible();
    await expect(heading).toHaveCSS('color', 'rgb(200, 0, 0)');
    await expect(frame.getByText('[coupon]')).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(details.getByTestId('preview-subject')).toHaveText('Hi Jane Doe');

    await page.waitForTimeout(500); // let an image error or a script have its chance
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    await expectNoA11yViolationsAroundPreview(page);
  });

  test('the onboarding template is marked System and offers no delete', async ({ page, login }) => {
    await login();
    await page.goto('/templates');
    await search(page).fill('onboarding');
    const row = rowOf(page, 'onboarding').filter({ hasText: 'Customer onboarding' });
    await expect(row).toContainText('System');
    await expect(row.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await row.getByRole('button', { name: 'Edit template onboarding' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Template' });
    await expect(dialog.getByLabel('Active')).toBeDisabled();
    await expect(dialog.getByText('This template is sent by the system and must stay active')).toBeVisible();
  });

  test('the order confirmation lists the variables the store sends it, and the preview fills them', async ({
    page,
    login,
  }) => {
    await login();
    await page.goto('/templates');
    await search(page).fill('order_confirmation');
    await rowOf(page, 'order_confirmation').getByRole('button', { name: 'Edit template order_confirmation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Template' });
    const variables = dialog.getByRole('list', { name: 'Variables' });
    for (const name of ['name', 'email', 'order_number', 'order_total', 'store_name'])
      await expect(variables.getByText(`{{${name}}}`, { exact: true })).toBeVisible();
    // Not a system template: it can be switched off (then not sent).
    await expect(dialog.getByLabel('Active')).toBeEnabled();
    await dialog.getByRole('button', { name: 'Show Preview' }).click();
    await expect(dialog.getByText('Your Demo Store order ORD-10042 is confirmed')).toBeVisible();
  });

  test('deletes a template after confirmation', async ({ page, login, baseURL, expectNoA11yViolations }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const t = await createTemplate(api, { template_key: `del_${uid()}`, name: 'To delete' });
    await page.goto('/templates');
    await search(page).fill(t.template_key);
    await page.getByRole('button', { name: `Delete template ${t.template_key}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Template' });
    await expect(confirm).toContainText(`Are you sure you want to delete the template To delete (${t.template_key})?`);
    await expectNoA11yViolations();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No templates found')).toBeVisible();
  });

  test('the screen passes an axe-core scan', async ({ page, login, expectNoA11yViolations }) => {
    await login();
    await page.goto('/templates');
    await expect(page.getByRole('button', { name: /^Edit template / }).first()).toBeVisible();
    await expectNoA11yViolations();
  });
});
