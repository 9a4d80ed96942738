import { VIEW_LIST_PATHS, type ViewList } from '@store/contract/view-lists';
import type { SavedView } from '@store/contract/views';
import { Bookmark, ChevronDown, Star, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useListSettings } from '../api/listSettings.ts';
import { useQueues } from '../api/queues.ts';
import { useSignIn } from '../api/signIn.tsx';
import { useDeleteView, useEditView } from '../api/viewChanges.ts';
import { useSavedViews } from '../api/views.ts';
import { formatCount } from '../lib/numbers.ts';
import { errorToast, toast } from '../lib/toast.ts';
import { sameView, viewQueryOf } from '../lib/viewQuery.ts';
import { buttonClass } from './buttonClass.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { SaveViewDialog } from './SaveViewDialog.tsx';
import { useDisclosure } from './useDisclosure.ts';

const CHIP =
  'inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-full border px-3 py-1 text-sm whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
const chipClass = (active: boolean) =>
  `${CHIP} ${
    active
      ? 'border-indigo-600 bg-indigo-600 font-medium text-white'
      : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50'
  }`;

const MENU_ITEM =
  'block w-full rounded px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * The views above a list (issue 34, decision 0065): the list itself, its work queues with their
 * live counts, and the saved views the admin sees (their own and the shared ones), each a link to
 * the list with its query. "Save view" keeps the view on screen under a name; the view opened
 * last can be updated with what changed, renamed, made the list's default, shared (Owners) and
 * deleted. A list entered without a query opens with the admin's default view.
 */
export function SavedViewsBar({ list }: { list: ViewList }) {
  const path = VIEW_LIST_PATHS[list];
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const views = useSavedViews(list);
  const queues = useQueues();
  const settings = useListSettings(list);
  const { user } = useSignIn();
  const isOwner = user?.role === 'owner';
  const edit = useEditView();
  const remove = useDeleteView();
  const [dialog, setDialog] = useState<'save' | 'rename' | 'delete' | null>(null);

  const current = viewQueryOf(params, settings.data?.columns);
  const shownQuery = viewQueryOf(params);
  const saved = views.data ?? [];
  const ownQueues = (queues.data ?? []).filter((q) => q.list === list);
  const matching = saved.find((v) => sameView(v.query, current) || sameView(v.query, shownQuery));
  // The view opened last stays the one the actions are about while its filters are changed.
  const [openedId, setOpenedId] = useState<number | null>(null);
  const opened = matching ?? saved.find((v) => v.id === openedId) ?? null;
  const changed = opened !== null && opened !== matching;

  // A list entered without a query opens with the admin's default view, once per visit.
  const entered = useRef(false);
  useEffect(() => {
    if (entered.current || !views.isSuccess) return;
    entered.current = true;
    const preferred = views.data.find((v) => v.is_default);
    if (preferred && shownQuery === '' && location.pathname === path) {
      setParams(new URLSearchParams(preferred.query), { replace: true });
    }
  }, [views.isSuccess, views.data, shownQuery, location.pathname, path, setParams]);

  const change = async (view: SavedView, body: Parameters<typeof edit.mutateAsync>[0]['body'], done: string) => {
    try {
      await edit.mutateAsync({ key: view.id, body, revision: view.revision });
      toast.success(done);
    } catch (error) {
      errorToast(error, 'Failed to update view');
    }
  };

  return (
    <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center">
      <div role="group" aria-label="Views" className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
        <Link
          to={path}
          className={chipClass(shownQuery === '')}
          aria-current={shownQuery === '' ? 'page' : undefined}
          onClick={() => setOpenedId(null)}
        >
          All
        </Link>
        {ownQueues.map((queue) => {
          const active = sameView(queue.query, shownQuery);
          return (
            <Link
              key={queue.key}
              to={`${path}?${queue.query}`}
              className={chipClass(active)}
              aria-current={active ? 'page' : undefined}
              onClick={() => setOpenedId(null)}
            >
              <span className="truncate">{queue.name}</span>
              <span className={active ? 'text-indigo-100' : 'text-slate-500'}>{formatCount(queue.count)}</span>
            </Link>
          );
        })}
        {saved.map((view) => {
          const active = view === matching;
          return (
            <Link
              key={view.id}
              to={view.query === '' ? path : `${path}?${view.query}`}
              className={chipClass(active)}
              aria-current={active ? 'page' : undefined}
              onClick={() => setOpenedId(view.id)}
              title={view.mine ? undefined : `Shared by ${view.owner.name}`}
            >
              {view.is_default ? <Star aria-label="Default" className="size-3.5 shrink-0" /> : null}
              <span className="truncate">{view.name}</span>
              {view.shared ? <Users aria-label="Shared" className="size-3.5 shrink-0" /> : null}
              {view === opened && changed ? <span className="sr-only">(changed)</span> : null}
              {view === opened && changed ? (
                <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
              ) : null}
            </Link>
          );
        })}
      </div>
      <div className="flex shrink-0 items-center justify-end gap-2">
        {opened && changed && opened.mine ? (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={edit.isPending}
            onClick={() => void change(opened, { query: current }, `View “${opened.name}” updated`)}
          >
            <span className="max-w-40 truncate">Update “{opened.name}”</span>
          </button>
        ) : null}
        {opened ? (
          <ViewMenu
            view={opened}
            isOwner={isOwner}
            onRename={() => setDialog('rename')}
            onDelete={() => setDialog('delete')}
            onDefault={(on) =>
              void change(
                opened,
                { is_default: on },
                on ? `“${opened.name}” opens this list` : 'This list opens without a view',
              )
            }
            onShare={(on) =>
              void change(
                opened,
                { shared: on },
                on ? `“${opened.name}” is shared with every admin` : `“${opened.name}” is yours alone`,
              )
            }
          />
        ) : null}
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setDialog('save')}>
          <Bookmark aria-hidden="true" className="size-4" />
          Save view
        </button>
      </div>

      {dialog === 'save' || (dialog === 'rename' && opened) ? (
        <SaveViewDialog
          list={list}
          query={current}
          view={dialog === 'rename' ? opened : null}
          mayShare={isOwner}
          onSaved={(view) => {
            setOpenedId(view.id);
            toast.success(dialog === 'rename' ? `View renamed to “${view.name}”` : `View “${view.name}” saved`);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'delete' && opened !== null}
        onOpenChange={(open) => (open ? undefined : setDialog(null))}
        title="Delete View"
        message={opened ? `Delete the view “${opened.name}”? The list itself does not change.` : ''}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={async () => {
          if (!opened) return;
          await remove.mutateAsync({ key: opened.id, revision: opened.revision });
          setOpenedId(null);
          toast.success(`View “${opened.name}” deleted`);
        }}
      />
    </div>
  );
}

/** What can be done with the view opened: the default by anyone who sees it; the rest by its author. */
function ViewMenu({
  view,
  isOwner,
  onRename,
  onDelete,
  onDefault,
  onShare,
}: {
  view: SavedView;
  isOwner: boolean;
  onRename: () => void;
  onDelete: () => void;
  onDefault: (on: boolean) => void;
  onShare: (on: boolean) => void;
}) {
  const { open, close, rootRef, button, popup } = useDisclosure();
  const item = (label: string, run: () => void, tone = '') => (
    <li>
      <button
        type="button"
        className={`${MENU_ITEM} ${tone}`}
        onClick={() => {
          close();
          run();
        }}
      >
        {label}
      </button>
    </li>
  );
  return (
    <div ref={rootRef} className="relative">
      <button type="button" {...button} className={buttonClass('secondary', 'sm')}>
        View options
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {open ? (
        <ul
          {...popup}
          aria-label={`Options of the view “${view.name}”`}
          className="absolute right-0 z-20 mt-1 w-64 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {item(view.is_default ? 'Stop opening the list with it' : 'Open the list with it', () =>
            onDefault(!view.is_default),
          )}
          {view.mine ? item('Rename…', onRename) : null}
          {view.mine && isOwner
            ? item(view.shared ? 'Stop sharing' : 'Share with every admin', () => onShare(!view.shared))
            : null}
          {view.mine ? item('Delete…', onDelete, 'text-red-700') : null}
        </ul>
      ) : null}
    </div>
  );
}
