import { useLocation, useNavigate } from '@qis/shared';
import { LanguageLinks } from './LanguageLinks';

/**
 * The language links of a page inside the portal's router. The shell follows the URL
 * (useDocumentLocale), so the whole page, remotes included, re-renders in the new language.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  return <LanguageLinks location={location} onNavigate={(to) => void navigate(to)} className={className} />;
}
