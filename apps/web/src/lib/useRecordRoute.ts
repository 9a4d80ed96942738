import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/** Set on the history entry of a record opened from its list, so closing it steps back. */
interface FromList {
  fromList?: boolean;
}

/**
 * The record a list screen's address names: `/users/42?search=son` is the users list's view
 * `?search=son` with user 42 open over it. `href(key)` is the address of a record from this
 * view; `close()` goes back to the list view it came from (a Back step when it was opened from
 * the list, else the list itself, as for a pasted link).
 */
export function useRecordRoute(base: string) {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { search } = location;
  const fromList = (location.state as FromList | null)?.fromList === true;

  const href = useCallback(
    (key: string | number) => `${base}/${encodeURIComponent(String(key))}${search}`,
    [base, search],
  );
  const open = useCallback(
    (key: string | number) => navigate(href(key), { state: { fromList: true } satisfies FromList }),
    [navigate, href],
  );
  const close = useCallback(() => {
    if (fromList) navigate(-1);
    else navigate(`${base}${search}`, { replace: true });
  }, [fromList, navigate, base, search]);

  return { key: id, href, open, close };
}

export type RecordRoute = ReturnType<typeof useRecordRoute>;
