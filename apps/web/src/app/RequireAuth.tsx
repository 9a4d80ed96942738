import { Navigate, Outlet } from 'react-router';
import { useSession } from '../api/session.tsx';

/** spec 000 §2: protected screens send a visitor who is not signed in to /login. */
export function RequireAuth() {
  const { user } = useSession();
  if (!user) return <Navigate to="/login" replace />;
  return <Outlet />;
}
