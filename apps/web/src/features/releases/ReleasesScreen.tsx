import { platformLabel, RELEASE_MESSAGES, RELEASE_PATHS, RELEASE_SORTS, type Release } from '@store/contract/releases';
import { Plus } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { queryKeys } from '../../api/queryKeys.ts';
import { buttonClass } from '../../components/buttonClass.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DetailsList } from '../../components/DetailsList.tsx';
import { DetailsModal } from '../../components/DetailsModal.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { RecordLink } from '../../components/RecordLink.tsx';
import { RoutedRecord } from '../../components/RoutedRecord.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';
import { toDateInput } from '../../lib/dateInputs.ts';
import { formatDate } from '../../lib/dates.ts';
import { useListView } from '../../lib/useListView.ts';
import { useRecordRoute } from '../../lib/useRecordRoute.ts';
import { formatBytes } from './formatBytes.ts';
import { ReleaseFormModal } from './ReleaseFormModal.tsx';
import { useDeleteRelease, useReleaseList } from './useReleases.ts';

const EMPTY = 'No releases found';

/** A release date is a calendar date (stored as UTC midnight): shown as that day everywhere. */
const releaseDay = (iso: string) => formatDate(toDateInput(iso));

function LatestBadge() {
  return (
    <span className="inline-flex rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">Latest</span>
  );
}

/**
 * spec 001 §2 "Software Releases": server-paged table (10 per page) with search; add, edit,
 * details, delete. The view (search, page, sort) is in the address; `/releases/{id}` is a release.
 */
export function ReleasesScreen() {
  const view = useListView({ sorts: RELEASE_SORTS });
  const { page, search, sort } = view;
  const route = useRecordRoute('/releases');
  const list = useReleaseList({ page, search, sort });
  const remove = useDeleteRelease();
  const [form, setForm] = useState<{ release: Release | null } | null>(null);
  const [deleting, setDeleting] = useState<Release | null>(null);

  // spec 001 §8: list load failures are only logged; the table then reads 'No releases found'.
  useEffect(() => {
    if (list.error) console.error('Failed to load releases', list.error);
  }, [list.error]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ key: deleting.id, revision: deleting.revision });
      view.afterDelete(list.data?.releases.length ?? 0);
    } catch (err) {
      console.error('Failed to delete release', err); // spec 001 §8: only logged
    }
  };

  const columns: Column<Release>[] = [
    {
      header: 'Product',
      card: 'title',
      sort: 'product_name',
      cell: (r) => (
        <RecordLink
          route={route}
          recordKey={r.id}
          className="font-medium"
          label={`${r.product.name} ${r.version} (${platformLabel(r.platform)})`}
        >
          {r.product.name}
        </RecordLink>
      ),
    },
    {
      header: 'Version',
      sort: 'version',
      cell: (r) => (
        <span className="flex items-center gap-2 whitespace-nowrap">
          <span className="font-mono text-xs">{r.version}</span>
          {r.is_latest ? <LatestBadge /> : null}
        </span>
      ),
    },
    { header: 'Platform', sort: 'platform', cell: (r) => platformLabel(r.platform) },
    {
      header: 'Size',
      sort: 'file_size',
      sortFirst: 'desc',
      className: 'whitespace-nowrap',
      cell: (r) => formatBytes(r.file_size),
    },
    {
      header: 'Release Date',
      sort: 'release_date',
      sortFirst: 'desc',
      className: 'whitespace-nowrap',
      cell: (r) => releaseDay(r.release_date),
    },
    {
      header: 'Actions',
      card: 'actions',
      className: 'text-right',
      cell: (r) => (
        <RowActions
          view={{
            label: `View ${r.product.name} ${r.version} (${platformLabel(r.platform)})`,
            onClick: () => route.open(r.id),
          }}
          edit={{
            label: `Edit ${r.product.name} ${r.version} (${platformLabel(r.platform)})`,
            onClick: () => setForm({ release: r }),
          }}
          remove={{
            label: `Delete ${r.product.name} ${r.version} (${platformLabel(r.platform)})`,
            onClick: () => setDeleting(r),
          }}
        />
      ),
    },
  ];

  const pagination = list.data?.pagination;
  return (
    <div>
      <PageHeader
        title="Software Releases"
        description="Releases of downloadable products."
        actions={
          <button type="button" className={buttonClass('primary')} onClick={() => setForm({ release: null })}>
            <Plus aria-hidden="true" className="size-4" />
            Add Release
          </button>
        }
      />
      <div className="mb-4">
        <SearchInput label="Search by version or product" value={search} onSearch={view.onSearch} />
      </div>
      <DataTable
        caption="Software releases"
        columns={columns}
        rows={list.data?.releases ?? []}
        rowKey={(r) => r.id}
        emptyText={EMPTY}
        loading={list.isPending}
        sorting={{ sort, onSort: view.setSort }}
      />
      {pagination ? (
        <Pagination page={page} pages={pagination.pages} total={pagination.total} onPageChange={view.setPage} />
      ) : null}

      {form ? <ReleaseFormModal release={form.release} onClose={() => setForm(null)} /> : null}
      <RoutedRecord
        route={route}
        path={RELEASE_PATHS.item}
        keys={queryKeys.releases}
        rows={list.data?.releases ?? []}
        rowKey={(r) => r.id}
        title="Release Details"
        notFound={RELEASE_MESSAGES.notFound}
      >
        {(record, close) => <ReleaseDetailsModal release={record} onClose={close} />}
      </RoutedRecord>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => (o ? undefined : setDeleting(null))}
        title="Delete Release"
        message={
          deleting
            ? `Are you sure you want to delete ${deleting.product.name} ${deleting.version} (${platformLabel(deleting.platform)})?`
            : ''
        }
        confirmLabel="Delete"
        tone="danger"
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function ReleaseDetailsModal({ release, onClose }: { release: Release | null; onClose: () => void }) {
  const rows: [string, ReactNode][] = release
    ? [
        ['Product', release.product.name],
        ['Version', release.version],
        ['Platform', platformLabel(release.platform)],
        ['Latest', release.is_latest ? <LatestBadge key="latest" /> : 'No'],
        [
          'Download URL',
          <a
            key="url"
            href={release.download_url}
            target="_blank"
            rel="noreferrer noopener"
            className="text-indigo-700 underline"
          >
            {release.download_url}
          </a>,
        ],
        [
          'File Size',
          release.file_size === null
            ? '—'
            : `${formatBytes(release.file_size)} (${release.file_size.toLocaleString('en-US')} bytes)`,
        ],
        [
          'SHA-256 Checksum',
          <span key="sum" className="font-mono text-xs">
            {release.checksum_sha256}
          </span>,
        ],
        ['Release Date', releaseDay(release.release_date)],
        [
          'Release Notes',
          release.release_notes ? <span className="whitespace-pre-wrap">{release.release_notes}</span> : '—',
        ],
        ['Created', formatDate(release.created_at)],
        ['Last Updated', formatDate(release.updated_at)],
      ]
    : [];
  return (
    <DetailsModal open={release !== null} onClose={onClose} title="Release Details" size="lg">
      <DetailsList rows={rows} wrap="all" />
    </DetailsModal>
  );
}
