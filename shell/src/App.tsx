import { useDocumentLocale } from './language/useDocumentLocale';
import { AppRoutes } from './routes/AppRoutes';

export function App() {
  useDocumentLocale();
  return <AppRoutes />;
}
