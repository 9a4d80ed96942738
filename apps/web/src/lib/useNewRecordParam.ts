import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The query parameter that asks a list screen for its create form (`/users?new=1`). */
const NEW_RECORD_PARAM = 'new';

/** The address of a list screen with its create form open: '/users' → '/users?new=1'. */
export function newRecordHref(listPath: string): string {
  return `${listPath}?${NEW_RECORD_PARAM}=1`;
}

/**
 * A list screen's create form asked for by its address (the command palette's "Create user",
 * decision 0030): opens it once, then takes the parameter out of the address in place, so Back
 * and a reload do not open it again. Without `openCreate` (a list the palette does not create
 * in) the parameter is left alone.
 */
export function useNewRecordParam(openCreate: (() => void) | undefined): void {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(NEW_RECORD_PARAM) === '1';
  useEffect(() => {
    if (!wanted || !openCreate) return;
    openCreate();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(NEW_RECORD_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wanted, openCreate, setParams]);
}
