import { platformLabel, RELEASE_MESSAGES, RELEASE_SORTS, type Release } from '@store/contract/releases';
import { Badge } from '../../components/Badge.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { DetailsList, type DetailsRow } from '../../components/DetailsList.tsx';
import { DetailsModal } from '../../components/DetailsModal.tsx';
import { ListScreen } from '../../components/ListScreen.tsx';
import { RecordLink } from '../../components/RecordLink.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { useCan } from '../../lib/permissions.ts';
import { NotifyCustomers } from './NotifyCustomers.tsx';
import { toDateInput } from '../../lib/dateInputs.ts';
import { formatDate } from '../../lib/dates.ts';
import { usePagedListScreen } from '../../lib/usePagedListScreen.ts';
import type { RecordDialogs } from '../../lib/useRecordDialogs.ts';
import type { RecordRoute } from '../../lib/useRecordRoute.ts';
import { formatBytes } from './formatBytes.ts';
import { ReleaseFormModal } from './ReleaseFormModal.tsx';
import { releaseList } from './useReleases.ts';
import { useListColumns } from '../../lib/useListColumns.tsx';

const EMPTY = 'No releases found';

/** A release date is a calendar date (stored as UTC midnight): shown as that day everywhere. */
const releaseDay = (iso: string) => formatDate(toDateInput(iso));

/** A release's name in its buttons and its delete question: 'Store App 2.0.1 (Windows)'. */
const releaseName = (r: Release) => `${r.product.name} ${r.version} (${platformLabel(r.platform)})`;

/**
 * spec 001 §2 "Software Releases": server-paged table (10 per page) with search; add, edit,
 * details, delete. The view (search, page, sort) is in the address; `/releases/{id}` is a release.
 */
export function ReleasesScreen() {
  const { route, dialogs, frame } = usePagedListScreen({
    resource: releaseList,
    base: '/releases',
    sorts: RELEASE_SORTS,
    deleteFailed: { log: 'Failed to delete release' }, // spec 001 §8: only logged
  });

  const { columns, picker } = useListColumns('releases', releaseColumns(route, dialogs), 'Software releases');
  return (
    <ListScreen
      views="releases"
      title="Software Releases"
      description="Releases of downloadable products."
      {...frame}
      createLabel="Add Release"
      search={{ label: 'Search by version or product' }}
      columnPicker={picker}
      table={{
        caption: 'Software releases',
        columns,
        emptyText: EMPTY,
      }}
      details={{
        title: 'Release Details',
        notFound: RELEASE_MESSAGES.notFound,
        render: (record, close) => <ReleaseDetailsModal release={record} onClose={close} />,
      }}
      form={(release, close) => <ReleaseFormModal release={release} onClose={close} />}
      confirmDelete={{ title: 'Delete Release', message: (r) => `Are you sure you want to delete ${releaseName(r)}?` }}
    />
  );
}

function releaseColumns(route: RecordRoute, dialogs: RecordDialogs<Release>): Column<Release>[] {
  return [
    {
      key: 'product',
      header: 'Product',
      card: 'title',
      sort: 'product_name',
      cell: (r) => (
        <RecordLink route={route} recordKey={r.id} className="font-medium" label={releaseName(r)}>
          {r.product.name}
        </RecordLink>
      ),
    },
    {
      key: 'version',
      header: 'Version',
      sort: 'version',
      cell: (r) => (
        <span className="flex items-center gap-2 whitespace-nowrap">
          <span className="font-mono text-xs">{r.version}</span>
          {r.is_latest ? <Badge tone="green">Latest</Badge> : null}
        </span>
      ),
    },
    { key: 'platform', header: 'Platform', sort: 'platform', cell: (r) => platformLabel(r.platform) },
    {
      key: 'file_size',
      header: 'Size',
      sort: 'file_size',
      sortFirst: 'desc',
      className: 'whitespace-nowrap',
      cell: (r) => formatBytes(r.file_size),
    },
    {
      key: 'release_date',
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
          view={{ label: `View ${releaseName(r)}`, onClick: () => route.open(r.id) }}
          edit={{ label: `Edit ${releaseName(r)}`, onClick: () => dialogs.openEdit(r) }}
          remove={{ label: `Delete ${releaseName(r)}`, onClick: () => dialogs.openDelete(r) }}
        />
      ),
    },
  ];
}

function ReleaseDetailsModal({ release, onClose }: { release: Release | null; onClose: () => void }) {
  const canManage = useCan()('catalogue', 'manage');
  const rows: DetailsRow[] = release
    ? [
        ['Product', release.product.name],
        ['Version', release.version],
        ['Platform', platformLabel(release.platform)],
        ['Latest', release.is_latest ? <Badge tone="green">Latest</Badge> : 'No'],
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
      {release?.is_latest && canManage ? <NotifyCustomers release={release} /> : null}
    </DetailsModal>
  );
}
