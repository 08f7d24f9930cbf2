import { Navigate, useLocation, useParams } from 'react-router';

/** /sicpjs -> /sicpjs/index. */
export function ToIndex() {
  return <Navigate to="/sicpjs/index" replace />;
}

/** The old address /interactive-sicp/{section?} -> /sicpjs/{section?}, keeping the anchor. */
export function FromInteractiveSicp() {
  const section = useParams().section;
  const { hash } = useLocation();
  return <Navigate to={`/sicpjs/${section ?? 'index'}${hash}`} replace />;
}
