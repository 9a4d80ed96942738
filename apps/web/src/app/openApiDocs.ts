import { API_DOCS_PATH, AUTH_PATHS } from '@store/contract/auth';
import { api } from '../api/client.ts';
import { errorToast } from '../lib/toast.ts';

/**
 * "API docs" in the account menu: the server puts this session's token in a cookie for the
 * documentation's path only (a page a browser opens carries no bearer header), then the
 * documentation opens in this tab.
 */
export async function openApiDocs(navigate: (url: string) => void = (url) => window.location.assign(url)) {
  try {
    await api.post(AUTH_PATHS.apiDocs);
    navigate(API_DOCS_PATH);
  } catch (err) {
    errorToast(err, 'Could not open the API docs');
  }
}
