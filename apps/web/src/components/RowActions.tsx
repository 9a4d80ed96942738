import { Eye, Pencil, Trash2 } from 'lucide-react';
import { IconButton, type IconButtonLook } from './IconButton.tsx';

export interface RowAction {
  /** The button's accessible name, e.g. `Edit ${name}`. */
  label: string;
  onClick: () => void;
}

/**
 * The view / edit / delete icon buttons at the end of a table row. Without `edit` or `remove` (a
 * row the admin cannot change or delete) an empty slot of the same width keeps the column aligned.
 */
export function RowActions({
  view,
  edit,
  remove,
  look,
}: {
  view: RowAction;
  edit?: RowAction | null;
  remove?: RowAction | null;
  look?: IconButtonLook;
}) {
  return (
    <div className="flex justify-end gap-1">
      <IconButton label={view.label} look={look} onClick={view.onClick}>
        <Eye aria-hidden="true" className="size-4" />
      </IconButton>
      {edit ? (
        <IconButton label={edit.label} look={look} onClick={edit.onClick}>
          <Pencil aria-hidden="true" className="size-4" />
        </IconButton>
      ) : (
        <span className="inline-block w-10" aria-hidden="true" />
      )}
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
