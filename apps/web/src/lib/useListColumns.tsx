import type { ViewList } from '@store/contract/view-lists';
import { useSearchParams } from 'react-router';
import { useListSettings, useSaveListSettings } from '../api/listSettings.ts';
import { ColumnPicker } from '../components/ColumnPicker.tsx';
import type { Column } from '../components/DataTable.tsx';
import {
  arrangeColumns,
  columnsFromAddress,
  COLUMNS_PARAM,
  isOwn,
  shownKeys,
  type ColumnChoice,
} from './listColumns.ts';

/**
 * A list's columns as the admin arranged them (decision 0064), and the picker that arranges them:
 * `columns=` in the address (a saved view's link) wins; else the admin's choice kept on the
 * server; else the list's own. A change edits whichever is in force: the address, or the kept
 * choice (saved at once; the list's own order saves as null, so columns added later show).
 */
export function useListColumns<T>(list: ViewList, columns: Column<T>[], caption: string) {
  const [params, setParams] = useSearchParams();
  const fromAddress = columnsFromAddress(params.get(COLUMNS_PARAM));
  const settings = useListSettings(list);
  const save = useSaveListSettings(list);
  const arranged = arrangeColumns(columns, fromAddress ?? settings.data?.columns ?? null);

  const keep = (keys: string[] | null) => {
    if (fromAddress) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (keys) next.set(COLUMNS_PARAM, keys.join(','));
          else next.delete(COLUMNS_PARAM);
          return next;
        },
        { replace: true },
      );
    } else save.mutate(keys);
  };
  const onChange = (next: ColumnChoice[]) => {
    const keys = shownKeys(next);
    keep(!fromAddress && isOwn(keys, arranged.own) ? null : keys);
  };
  const customised = !isOwn(shownKeys(arranged.choices), arranged.own);

  return {
    columns: arranged.columns,
    picker:
      arranged.choices.length > 1 ? (
        <ColumnPicker
          caption={caption}
          choices={arranged.choices}
          onChange={onChange}
          onReset={() => keep(null)}
          customised={customised || Boolean(fromAddress)}
          fromAddress={Boolean(fromAddress)}
        />
      ) : null,
  };
}
