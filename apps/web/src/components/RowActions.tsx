import { Eye, Pencil, Trash2 } from 'lucide-react';
import { IconButton, type IconButtonLook } from './IconButton.tsx';

export interface RowAction {
  /** The button's accessible name, e.g. `Edit ${name}`. */
  label: string;
  onClick: () => void;
}

/**
 * The view / edit / delete icon buttons at the end of a table row. Without `remove` (a row that
 * cannot be deleted) an empty slot of the same width keeps the column aligned.
 */
export function RowActions({
  view,
  edit,
  remove,
  look,
}: {
  view: RowAction;
  edit: RowAction;
  remove?: RowAction | null;
  look?: IconButtonLook;
}) {
  return (
    <div className="flex justify-end gap-1">
      <IconButton label={view.label} look={look} onClick={view.onClick}>
        <Eye aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton label={edit.label} look={look} onClick={edit.onClick}>
        <Pencil aria-hidden="true" className="size-4" />
      </IconButton>
      {remove ? (
        <IconButton label={remove.label} look={look} tone="danger" onClick={remove.onClick}>
          <Trash2 aria-hidden="true" className="size-4" />
        </IconButton>
      ) : (
        <span className="inline-block w-10" aria-hidden="true" />
      )}
    </div>
  );
}
