/**
 * A figure in the currencies other than the store's, one per line beside the store currency's
 * figure and never added to it (decision 0015): '+ €21,038.46 in EUR orders'.
 */
export function OtherCurrencies({ id, notes }: { id: string; notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs font-normal text-slate-600" data-testid={`${id}-other-currencies`}>
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
