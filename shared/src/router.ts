// The router API of the portal. The shell and every remote take it from here rather than from
// react-router, so the page has one router (one set of contexts) and the shell bundles only the parts
// used, instead of sharing react-router whole through federation (about 60 KB gzipped before /login).
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Link,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type Location,
  type NavigateFunction,
  type NavLinkProps,
  type LinkProps,
} from 'react-router';
