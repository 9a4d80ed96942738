import type { BulkRecord } from '@store/contract/bulk';
import { useCallback, useMemo, useState } from 'react';

/** What a bulk action sends of each record: its id and the revision the admin saw. */
export type Picked = BulkRecord;

/**
 * The rows an admin ticked for a bulk action, kept across pages (with the revision each row had
 * when it was ticked), plus "all N matching" for a server-paged list: then the records are the
 * whole result of the list's view, read when the action runs.
 */
export function useSelection() {
  const [picked, setPicked] = useState<ReadonlyMap<number, Picked>>(() => new Map());
  const [allMatching, setAllMatching] = useState(false);

  const toggle = useCallback((record: Picked) => {
    setAllMatching(false);
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(record.id)) next.delete(record.id);
      else next.set(record.id, { id: record.id, revision: record.revision });
      return next;
    });
  }, []);

  /** Ticks every row of the page, or unticks them all when they all are. */
  const togglePage = useCallback((rows: readonly Picked[]) => {
    setAllMatching(false);
    setPicked((current) => {
      const next = new Map(current);
      const all = rows.length > 0 && rows.every((r) => next.has(r.id));
      for (const r of rows) {
        if (all) next.delete(r.id);
        else next.set(r.id, { id: r.id, revision: r.revision });
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => {
    setAllMatching(false);
    setPicked(new Map());
  }, []);

  const records = useMemo(() => [...picked.values()], [picked]);
  return {
    records,
    count: picked.size,
    has: (id: number) => picked.has(id),
    toggle,
    togglePage,
    clear,
    allMatching,
    selectAllMatching: () => setAllMatching(true),
  };
}

export type Selection = ReturnType<typeof useSelection>;
