import { useLocalizedPath } from '../i18n/useLocale';
import { Navigate, Route, Routes } from '../router';

/**
 * A stand-in for a remote's exposed `./routes`, written the way the contract asks: paths relative
 * to the locale base, each showing its title as a heading, and unknown sub-paths sent to /home.
 */
export function fakeRemoteRoutes(screens: Record<string, string>) {
  return function FakeRemoteRoutes() {
    const localized = useLocalizedPath();
    return (
      <Routes>
        {Object.entries(screens).map(([path, title]) => (
          <Route key={path} path={path} element={<h1>{title}</h1>} />
        ))}
        <Route path="*" element={<Navigate to={localized('/home')} replace />} />
      </Routes>
    );
  };
}
