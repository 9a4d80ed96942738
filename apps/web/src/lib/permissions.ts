import { type Area, type AreaLevel, can } from '@store/contract/roles';
import { useSignIn } from '../api/signIn.tsx';

/**
 * What the signed-in admin's role allows (decision 0027): the same table the server checks, so
 * the panel offers only the screens and the actions that would not be refused.
 */
export function useCan(): (area: Area, level?: AreaLevel) => boolean {
  const { user } = useSignIn();
  const role = user?.role;
  return (area, level = 'view') => can(role, area, level);
}
