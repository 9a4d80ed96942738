import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { Locator } from '@playwright/test';
import type { Release } from '@store/contract/releases';
import { expect, test, adminApi } from './fixtures.ts';

// The Software Releases screen of the demo store. Each test makes its own downloadable product
// through the API; the ZIP is written here, byte by byte, and checked against `sha256sum`.

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A valid ZIP archive with one stored (uncompressed) entry. */
function storedZip(name: string, data: Buffer): Buffer {
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt16LE(0, 6); // flags
  local.writeUInt16LE(0, 8); // method: stored
  local.writeUInt16LE(0, 10); // time
  local.writeUInt16LE(0x5a21, 12); // date (2025-01-01)
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  local.writeUInt16LE(0, 28);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // version made by
  central.writeUInt16LE(20, 6); // version needed
  central.writeUInt16LE(0, 8);
  central.writeUInt16LE(0, 10);
  central.writeUInt16LE(0, 12);
  central.writeUInt16LE(0x5a21, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  // extra, comment, disk, internal and external attributes: 0; local header offset: 0
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

async function newProduct(api: ReturnType<typeof adminApi>, name: string, downloadable: boolean) {
  return api<{ id: number; name: string }>('POST', '/products', {
    name,
    price_usd: 4900,
    internal_key: name.toLowerCase().replaceAll(' ', '-'),
    is_downloadable: downloadable,
    is_physical: !downloadable,
  });
}

async function pickProduct(dialog: Locator, name: string) {
  await dialog.getByLabel('Search products').fill(name);
  const select = dialog.getByLabel('Product', { exact: true });
  await expect(select.locator('option', { hasText: name })).toHaveCount(1);
  await select.selectOption({ label: name });
}

test.describe('Software Releases', () => {
  test('adds a release with the checksum of a ZIP computed in the browser, then edits, views and deletes it', async ({
    page,
    login,
    baseURL,
    expectNoA11yViolations,
  }) => {
    test.setTimeout(150_000);
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const tag = uid();
    const product = await newProduct(api, `Release Studio ${tag}`, true);
    const physical = await newProduct(api, `Release Mug ${tag}`, false);

    // A real ZIP of 9 MiB (three 4 MiB chunks for the browser), and its sha256sum.
    const dir = mkdtempSync(join(tmpdir(), 'release-zip-'));
    const zipPath = join(dir, `studio-${tag}.zip`);
    writeFileSync(zipPath, storedZip('studio.bin', randomBytes(9 * 1024 * 1024)));
    const expectedSum = execFileSync('sha256sum', [zipPath]).toString().split(' ')[0]!;
    const zipSize = statSync(zipPath).size;
    const txtPath = join(dir, 'notes.txt');
    writeFileSync(txtPath, 'not a zip');

    await page.goto('/releases');
    await expect(page.getByRole('heading', { level: 1, name: 'Software Releases' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Software releases' });
    await expect(table.getByRole('row')).toHaveCount(11);
    await expectNoA11yViolations();

    // Paging on the server, 10 per page.
    const paging = page.getByRole('navigation', { name: 'Pagination' });
    await expect(paging).toContainText(/Showing page 1 of \d+ \(\d+ total\)/);
    await paging.getByRole('button', { name: 'Next' }).click();
    await expect(paging).toContainText(/Showing page 2 of \d+/);

    await page.getByRole('button', { name: 'Add Release' }).click();
    const add = page.getByRole('dialog', { name: 'Add Release' });
    // Only downloadable products are offered.
    await add.getByLabel('Search products').fill(tag);
    await expect(add.getByLabel('Product', { exact: true }).locator('option', { hasText: product.name })).toHaveCount(
      1,
    );
    await expect(add.getByLabel('Product', { exact: true }).locator('option', { hasText: physical.name })).toHaveCount(
      0,
    );
    await add.getByLabel('Search products').fill('');

    // Every validation text, each cleared as soon as its field is edited.
    await add.getByLabel('Release Date').fill('');
    await add.getByRole('button', { name: 'Add Release' }).click();
    await expect(add.getByText('Product is required')).toBeVisible();
    await expect(add.getByText('Version is required')).toBeVisible();
    await expect(add.getByText('Download URL is required')).toBeVisible();
    await expect(
      add.getByText('SHA-256 checksum is required. Please upload a ZIP file to calculate it.'),
    ).toBeVisible();
    await expect(add.getByText('Release date is required')).toBeVisible();
    await expectNoA11yViolations();
    await pickProduct(add, product.name);
    await expect(add.getByText('Product is required')).toHaveCount(0);
    await add.getByLabel('Version').fill('2.0.0');
    await expect(add.getByText('Version is required')).toHaveCount(0);
    await add.getByLabel('Release Date').fill('2026-03-15');
    await expect(add.getByText('Release date is required')).toHaveCount(0);
    await add.getByLabel('Download URL').fill('not a url');
    await expect(add.getByText('Download URL is required')).toHaveCount(0);
    await add.getByRole('button', { name: 'Add Release' }).click();
    await expect(add.getByText('Download URL must be a valid URL...')).toBeVisible();
    await add.getByLabel('Download URL').fill(`https://downloads.example.com/studio-${tag}.zip`);
    await expect(add.getByText('Download URL must be a valid URL...')).toHaveCount(0);

    // Platforms: at least one always stays checked; the combination is sorted and hyphen-joined.
    const windows = add.getByRole('checkbox', { name: 'Windows' });
    await expect(windows).toBeChecked();
    await windows.click();
    await expect(windows).toBeChecked();
    await add.getByRole('checkbox', { name: 'Linux' }).check();
    await add.getByRole('checkbox', { name: 'macOS' }).check();

    // Only ZIP files.
    const picker = add.getByLabel('ZIP File');
    await picker.setInputFiles(txtPath);
    await expect(add.getByText('Only ZIP files are allowed')).toBeVisible();
    // The ZIP's size and SHA-256, computed in the browser chunk by chunk, with a progress bar
    // that moves (every value it shows is recorded as it changes).
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Checksum progress"]');
        const value = Number(bar?.getAttribute('aria-valuenow'));
        if (bar && seen[seen.length - 1] !== value) seen.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await picker.setInputFiles(zipPath);
    const progress = add.getByRole('progressbar', { name: 'Checksum progress' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(seen.some((v) => v > 0 && v < 100)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    await expect(add.getByText('Checksum calculated')).toBeVisible();
    await expect(add.getByText('Only ZIP files are allowed')).toHaveCount(0);
    await expect(add.getByTestId('release-checksum')).toHaveText(expectedSum);
    await expect(add.getByTestId('release-file-size')).toContainText(`(${zipSize.toLocaleString('en-US')} bytes)`);
    await expect(add.getByText('SHA-256 checksum is required. Please upload a ZIP file to calculate it.')).toHaveCount(
      0,
    );
    await add.getByLabel('Release Notes').fill('Big new version');
    await add.getByLabel('Latest release for this platform').check();
    await add.getByRole('button', { name: 'Add Release' }).click();
    await expect(add).toBeHidden();

    // Stored with the browser's checksum, and listed first.
    const { releases } = await api<{ releases: Release[] }>('GET', `/releases?search=${encodeURIComponent(tag)}`);
    expect(releases).toHaveLength(1);
    expect(releases[0]).toMatchObject({
      version: '2.0.0',
      platform: 'linux-macos-windows',
      checksum_sha256: expectedSum,
      file_size: zipSize,
      is_latest: true,
      release_date: '2026-03-15T00:00:00.000Z',
    });
    const row = table.getByRole('row').filter({ hasText: product.name });
    const search = page.getByLabel('Search by version or product');
    await search.fill(`studio ${tag}`);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(row).toContainText('2.0.0');
    await expect(row).toContainText('Latest');
    await expect(row).toContainText('Linux, macOS, Windows');
    await expect(row).toContainText('Mar 15, 2026');
    await expect(row).toContainText('9.0 MB');

    // The same version for the same platform again: the server's message, in the form.
    await page.getByRole('button', { name: 'Add Release' }).click();
    const again = page.getByRole('dialog', { name: 'Add Release' });
    await pickProduct(again, product.name);
    await again.getByLabel('Version').fill('2.0.0');
    await again.getByRole('checkbox', { name: 'Linux' }).check();
    await again.getByRole('checkbox', { name: 'macOS' }).check();
    await again.getByLabel('Download URL').fill('https://downloads.example.com/again.zip');
    await again.getByLabel('ZIP File').setInputFiles(zipPath);
    await expect(again.getByText('Checksum calculated')).toBeVisible();
    await again.getByRole('button', { name: 'Add Release' }).click();
    await expect(again.getByRole('alert')).toHaveText(
      'This product already has a release with this version for this platform',
    );
    // The typed release is not thrown away without a question.
    await again.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard unsaved changes?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await expect(again).toBeHidden();

    // Edit: the product is fixed and the file optional; release notes and date change.
    await row.getByRole('button', { name: /^Edit / }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Release' });
    await expect(edit.getByText(product.name)).toBeVisible();
    await expect(edit.getByLabel('Product', { exact: true })).toHaveCount(0);
    await expect(edit.getByLabel('Version')).toHaveValue('2.0.0');
    await expect(edit.getByTestId('release-checksum')).toHaveText(expectedSum);
    await expectNoA11yViolations();
    await edit.getByLabel('Version').fill('');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText('Version is required')).toBeVisible();
    await edit.getByLabel('Version').fill('2.0.1');
    await expect(edit.getByText('Version is required')).toHaveCount(0);
    await edit.getByRole('checkbox', { name: 'macOS' }).uncheck();
    await edit.getByLabel('Release Date').fill('2026-03-20');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('2.0.1');
    await expect(row).toContainText('Linux, Windows');
    await expect(row).toContainText('Mar 20, 2026');

    // A newer latest release for the same platform takes the flag over.
    await api('POST', '/releases', {
      product_id: product.id,
      version_number: '2.1.0',
      platform: 'linux-windows',
      download_url: 'https://downloads.example.com/studio-2.1.0.zip',
      sha256_checksum: expectedSum,
      release_date: '2026-04-01',
      is_latest: true,
    });
    await search.fill(`Studio ${tag} `);
    const newer = table.getByRole('row').filter({ hasText: '2.1.0' });
    const older = table.getByRole('row').filter({ hasText: '2.0.1' });
    await expect(newer).toContainText('Latest');
    await expect(older).toBeVisible();
    await expect(older).not.toContainText('Latest');

    // Details.
    await older.getByRole('button', { name: /^View / }).click();
    const details = page.getByRole('dialog', { name: 'Release Details' });
    await expect(details).toContainText(product.name);
    await expect(details).toContainText('2.0.1');
    await expect(details).toContainText(expectedSum);
    await expect(details).toContainText('Big new version');
    await expect(details).toContainText(`https://downloads.example.com/studio-${tag}.zip`);
    await expectNoA11yViolations();
    await details.getByRole('button', { name: 'Close' }).last().click();

    // Delete asks first.
    await older.getByRole('button', { name: /^Delete / }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Release' });
    await expect(confirm).toContainText(`Are you sure you want to delete ${product.name} 2.0.1 (Linux, Windows)?`);
    await expectNoA11yViolations();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(older).toHaveCount(0);
    await search.fill(`no-such-release-${tag}`);
    await expect(page.getByText('No releases found')).toBeVisible();
  });

  test("shows the spec's fallback and 'Failed to calculate file checksum' when things fail", async ({
    page,
    login,
    baseURL,
  }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const tag = uid();
    const product = await newProduct(api, `Release Fallback ${tag}`, true);
    await page.route('**/api/admin/releases', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 502, body: '' }) : route.fallback(),
    );
    await page.goto('/releases');
    await page.getByRole('button', { name: 'Add Release' }).click();
    const add = page.getByRole('dialog', { name: 'Add Release' });
    // A file the browser cannot read: the checksum fails.
    await page.evaluate(() => {
      const original = Blob.prototype.arrayBuffer;
      Object.assign(window, { restoreArrayBuffer: () => (Blob.prototype.arrayBuffer = original) });
      Blob.prototype.arrayBuffer = () => Promise.reject(new Error('unreadable'));
    });
    await add.getByLabel('ZIP File').setInputFiles({
      name: 'broken.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from('PK'),
    });
    await expect(add.getByText('Failed to calculate file checksum')).toBeVisible();
    // A failed save without a message shows the spec's default.
    await pickProduct(add, product.name);
    await add.getByLabel('Version').fill('1.0.0');
    await add.getByLabel('Download URL').fill('https://downloads.example.com/fallback.zip');
    // Reading works again: a small valid file hashes.
    await page.evaluate(() => (window as unknown as { restoreArrayBuffer: () => void }).restoreArrayBuffer());
    await add.getByLabel('ZIP File').setInputFiles({
      name: 'small.zip',
      mimeType: 'application/zip',
      buffer: storedZip('a.txt', Buffer.from('hello')),
    });
    await expect(add.getByText('Checksum calculated')).toBeVisible();
    await add.getByRole('button', { name: 'Add Release' }).click();
    await expect(add.getByRole('alert')).toHaveText('Failed to create release');
  });

  test('notifies the customers with access of the latest release, once, and shows the mails’ progress', async ({
    page,
    login,
    baseURL,
  }) => {
    const { token } = await login();
    const api = adminApi(page.request, baseURL, token);
    const tag = uid();
    const product = await api<{ id: number; name: string }>('POST', '/products', {
      name: `Notify Kit ${tag}`,
      price_usd: 2900,
      internal_key: `notify-kit-${tag}`,
      is_downloadable: true,
    });
    const customer = await api<{ id: number }>('POST', '/users', {
      email: `notify-${tag}@example.com`,
      password: 'customer-pass-1',
      name: `Notify Customer ${tag}`,
    });
    await api('POST', '/access', { user_id: customer.id, product_id: product.id });
    const release = await api<Release>('POST', '/releases', {
      product_id: product.id,
      version_number: '3.0.0',
      platform: 'linux',
      download_url: `https://downloads.example.com/notify-${tag}.zip`,
      sha256_checksum: 'b'.repeat(64),
      release_date: '2026-11-01',
      is_latest: true,
    });

    await page.goto(`/releases/${release.id}`);
    const details = page.getByRole('dialog', { name: 'Release Details' });
    const status = details.getByTestId('release-notify-status');
    await expect(status).toHaveText(
      `1 customer with active access to ${product.name}. None notified of this release yet.`,
    );
    await details.getByRole('button', { name: 'Notify customers' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Notify customers' });
    await expect(confirm).toContainText(`Send 1 customer an e-mail that ${product.name} 3.0.0 is available?`);
    await confirm.getByRole('button', { name: 'Notify' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 customer will be notified' })).toBeVisible();
    // Without a mail server the demo store keeps the mail in its outbox: it counts as sent.
    await expect(status).toHaveText(
      `1 customer with active access to ${product.name}. Notified 1 customer: 1 sent, 0 pending, 0 failed.`,
      { timeout: 20_000 },
    );
    await expect(details.getByRole('button', { name: 'Notify customers' })).toBeDisabled();
  });
});
