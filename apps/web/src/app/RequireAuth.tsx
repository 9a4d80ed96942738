import { Navigate, Outlet } from 'react-router';
import { useSignIn } from '../api/signIn.tsx';

/** spec 000 §2: protected screens send a visitor who is not signed in to /login. */
export function RequireAuth() {
  const { user } = useSignIn();
  if (!user) return <Navigate to="/login" replace />;
  return <Outlet />;
}
