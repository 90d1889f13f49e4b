import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { loadSession, type CandidateUser } from './candidate-session.ts';

/**
 * The candidate pages need a logged-in candidate: without one, the visitor is sent to /login
 * instead of a page that cannot work (and would say something untrue, such as "submitted").
 */
export function RequireCandidate({
  children,
}: {
  children: (session: { user: CandidateUser; token: string }) => ReactNode;
}) {
  const [session] = useState(() => loadSession());
  if (!session) return <Navigate to="/login" replace />;
  return children(session);
}
