import {
  PLATFORM_LABELS,
  PLATFORMS,
  RELEASE_MESSAGES,
  ReleaseCreateBodySchema,
  ReleaseUpdateBodySchema,
  combinePlatforms,
  splitPlatforms,
  type Platform,
  type Release,
} from '@store/contract/releases';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { ChoiceField } from '../../components/ChoiceField.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { toDateInput, todayInput } from '../../lib/dateInputs.ts';
import { formatBytes } from './formatBytes.ts';
import { sha256File } from './sha256File.ts';
import { useCreateRelease, useReleaseProducts, useUpdateRelease } from './useReleases.ts';
import { useRecordForm } from '../../lib/useContractForm.ts';
import { FormModal } from '../../components/FormModal.tsx';

interface Values {
  product_id: string;
  version_number: string;
  platform: string;
  download_url: string;
  file_size_bytes: number | null;
  sha256_checksum: string;
  release_notes: string;
  is_latest: boolean;
  release_date: string;
}

/** The fields by their labels, in the form's order (the conflict dialog names them so). */
const LABELS = {
  product_id: 'Product',
  version_number: 'Version',
  release_date: 'Release Date',
  platform: 'Platform',
  download_url: 'Download URL',
  file_size_bytes: 'File Size',
  sha256_checksum: 'SHA-256 Checksum',
  release_notes: 'Release Notes',
  is_latest: 'Latest release for this platform',
} as const satisfies Record<keyof Values, string>;

function valuesOf(release: Release | null): Values {
  return {
    product_id: release ? String(release.product_id) : '',
    version_number: release?.version ?? '',
    platform: release?.platform ?? 'windows',
    download_url: release?.download_url ?? '',
    file_size_bytes: release?.file_size ?? null,
    sha256_checksum: release?.checksum_sha256 ?? '',
    release_notes: release?.release_notes ?? '',
    is_latest: release?.is_latest ?? false,
    release_date: release ? toDateInput(release.release_date) : todayInput(),
  };
}

/** The inputs → the wire body; PATCH leaves the product out (it is fixed once created). */
function toBody({ product_id, ...values }: Values, editing: boolean) {
  return editing ? values : { product_id, ...values };
}

type Hashing = { state: 'idle' } | { state: 'running' | 'done'; fileName: string; progress: number };

/**
 * The add and edit modal (spec 001 "Software Releases"). The ZIP picker only computes the file's
 * size and SHA-256 in the browser, streaming it in chunks; the file is never uploaded.
 */
export function ReleaseFormModal({
  release,
  onClose,
}: {
  /** The release being edited; null to add one. Mounted while open, so it starts fresh. */
  release: Release | null;
  onClose: () => void;
}) {
  const editing = release !== null;
  const products = useReleaseProducts(!editing);
  const create = useCreateRelease();
  const update = useUpdateRelease();
  const [fileError, setFileError] = useState<string | null>(null);
  const [hashing, setHashing] = useState<Hashing>({ state: 'idle' });
  const abortRef = useRef<AbortController | null>(null);
  const fileInputRef = useRef<HTMLInputElement | null>(null);
  const fileInputId = useId();
  const form = useRecordForm({
    record: release,
    keyOf: (r) => r.id,
    schemas: { create: ReleaseCreateBodySchema, update: ReleaseUpdateBodySchema },
    valuesOf: valuesOf,
    toBody: toBody,
    labels: LABELS,
    create: create.mutateAsync,
    update: update.mutateAsync,
    messages: RELEASE_MESSAGES,
    onSaved: onClose,
  });
  const { field, error, input } = form;
  const { control, clearErrors } = form.form;
  // Values set by code (platforms, the file's checksum and size) count as the admin's input.
  const setValue: typeof form.form.setValue = (name, value, options) =>
    form.form.setValue(name, value, { shouldDirty: true, ...options });

  // Closing the modal stops a checksum still running.
  useEffect(() => () => abortRef.current?.abort(), []);

  const productOptions = useMemo(
    () => (products.data?.products ?? []).map((p) => ({ value: String(p.id), label: p.name })),
    [products.data],
  );

  const platform = useWatch({ control, name: 'platform' });
  const checksum = useWatch({ control, name: 'sha256_checksum' });
  const fileSize = useWatch({ control, name: 'file_size_bytes' });
  const selected = new Set(splitPlatforms(platform));

  const togglePlatform = (p: Platform, checked: boolean) => {
    const next = checked ? [...selected, p] : [...selected].filter((s) => s !== p);
    // spec 001 §5: at least one platform is always kept.
    if (next.length === 0) return;
    clearErrors('platform');
    setValue('platform', combinePlatforms(next));
  };

  const onFile = async (file: File | undefined) => {
    abortRef.current?.abort();
    setFileError(null);
    if (!file) return;
    if (!file.name.toLowerCase().endsWith('.zip')) {
      setFileError(RELEASE_MESSAGES.onlyZip);
      setHashing({ state: 'idle' });
      if (fileInputRef.current) fileInputRef.current.value = '';
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setHashing({ state: 'running', fileName: file.name, progress: 0 });
    try {
      const digest = await sha256File(
        file,
        (fraction) => setHashing({ state: 'running', fileName: file.name, progress: fraction }),
        controller.signal,
      );
      setValue('sha256_checksum', digest);
      setValue('file_size_bytes', file.size);
      clearErrors(['sha256_checksum', 'file_size_bytes']);
      setHashing({ state: 'done', fileName: file.name, progress: 1 });
    } catch (err) {
      if (controller.signal.aborted) return;
      console.error('Failed to calculate file checksum', err);
      setFileError(RELEASE_MESSAGES.checksumFailed);
      setHashing({ state: 'idle' });
    }
  };

  const running = hashing.state === 'running';
  const percent = hashing.state === 'idle' ? 0 : Math.round(hashing.progress * 100);

  return (
    <FormModal
      form={form}
      title={editing ? 'Edit Release' : 'Add Release'}
      submitLabel={editing ? 'Save Changes' : 'Add Release'}
      what="release"
      busy={running}
      onClose={onClose}
    >
      {release ? (
        <div className="rounded-md bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-600">Product</p>
          <p className="text-slate-900">{release.product.name}</p>
          <p className="mt-1 text-xs text-slate-600">The product cannot be changed after the release is created.</p>
        </div>
      ) : (
        <ChoiceField
          form={form}
          name="product_id"
          label={LABELS.product_id}
          placeholder="Select a product"
          filterLabel="Search products"
          filterPlaceholder="Search products..."
          hint="Only downloadable products are listed."
          options={productOptions}
          loading={products.isPending}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={LABELS.version_number}
          placeholder="e.g., 1.2.0"
          autoComplete="off"
          {...input('version_number')}
        />
        <TextField label={LABELS.release_date} type="date" error={error('release_date')} {...field('release_date')} />
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Platform</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {PLATFORMS.map((p) => (
            <CheckboxField
              key={p}
              label={PLATFORM_LABELS[p]}
              checked={selected.has(p)}
              onChange={(e) => togglePlatform(p, e.target.checked)}
            />
          ))}
        </div>
        <p className="mt-1 text-xs text-slate-600">At least one platform is always selected.</p>
        {error('platform') ? <p className="mt-1 text-sm text-red-700">{error('platform')}</p> : null}
      </fieldset>

      <TextField
        label={LABELS.download_url}
        type="url"
        placeholder="https://downloads.example.com/app-1.2.0.zip"
        {...input('download_url')}
      />

      <div className="rounded-md border border-slate-200 p-3">
        <label htmlFor={fileInputId} className="block text-sm font-medium text-slate-700">
          {editing ? 'ZIP File (optional)' : 'ZIP File'}
        </label>
        <input
          ref={fileInputRef}
          id={fileInputId}
          type="file"
          accept=".zip,application/zip,application/x-zip-compressed"
          aria-describedby={`${fileInputId}-hint`}
          onChange={(e) => void onFile(e.target.files?.[0])}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-indigo-700 hover:file:bg-indigo-100"
        />
        <p id={`${fileInputId}-hint`} className="mt-1 text-xs text-slate-600">
          Used only to calculate the file size and SHA-256 checksum in your browser; the file is not uploaded.
          {editing ? ' Choose a file only if the release file changed.' : ''}
        </p>
        {hashing.state !== 'idle' ? (
          <div className="mt-3">
            <div className="flex justify-between text-xs text-slate-600">
              <span className="truncate">{hashing.fileName}</span>
              <span>{running ? `Calculating checksum... ${percent}%` : 'Checksum calculated'}</span>
            </div>
            <div
              role="progressbar"
              aria-label="Checksum progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="mt-1 h-2 w-full overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full rounded-full bg-indigo-600 transition-[width]" style={{ width: `${percent}%` }} />
            </div>
          </div>
        ) : null}
        {fileError ? <ErrorBox className="mt-3" message={fileError} /> : null}
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="font-medium text-slate-600">File Size</dt>
            <dd className="text-slate-900" data-testid="release-file-size">
              {fileSize === null ? '—' : `${formatBytes(fileSize)} (${fileSize.toLocaleString('en-US')} bytes)`}
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="font-medium text-slate-600">SHA-256 Checksum</dt>
            <dd className="font-mono text-xs break-all text-slate-900" data-testid="release-checksum">
              {checksum || '—'}
            </dd>
          </div>
        </dl>
        {error('sha256_checksum') ? <p className="mt-1 text-sm text-red-700">{error('sha256_checksum')}</p> : null}
      </div>

      <TextAreaField label={LABELS.release_notes} rows={3} error={error('release_notes')} {...field('release_notes')} />
      <CheckboxField label={LABELS.is_latest} {...field('is_latest')} />
    </FormModal>
  );
}
