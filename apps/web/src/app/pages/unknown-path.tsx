import { Navigate, useLocation } from 'react-router';
import { HomeRoute } from './home-route';

// Any path the route table does not declare shows home (core-platform.md section 2), except a lobby
// "Game Info" link of a game without a route of its own (`/plinko-rules`): that goes to its generic rules
// page, which shows the record of that name, or "Game rules not found." instead of silently the lobby.

const RULES_LINK = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)-rules\/?$/;

export function UnknownPath() {
  const { pathname } = useLocation();
  const rules = RULES_LINK.exec(pathname);
  if (rules) return <Navigate to={`/game-rules/${rules[1]}`} replace />;
  return <HomeRoute />;
}
