import { useState } from 'react';

/**
 * A field's draft of a value the address holds: the field owns what is typed, and when the value
 * changes from outside (Back to an earlier view, a pasted link, a saved view) the draft shows it.
 */
export function useDraft(value: string): [string, (next: string) => void] {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  return [draft, setDraft];
}
