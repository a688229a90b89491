import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isLocale, SUPPORTED_LOCALES, switchLocale } from '../i18n/locales';
import { useLocale } from '../i18n/useLocale';

/** The frame's language choice: the same path, query and hash under the chosen locale segment. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return (
    <span className="qis-frame__language">
      <label htmlFor={id}>{t('standalone.language')}</label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          void i18n.changeLanguage(next);
          void navigate(`${switchLocale(pathname, next)}${search}${hash}`);
        }}
      >
        {SUPPORTED_LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`languages.${option}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
