import { useTranslation } from 'react-i18next';
import { NUTRITION_COMMON_NS } from './i18n';
import styles from './Disclaimer.module.css';

/** The lists' reminder that the figures are guidance, not medical advice (printed with the list). */
export function Disclaimer() {
  const { t } = useTranslation(NUTRITION_COMMON_NS);
  return (
    <p className={styles.disclaimer} role="note">
      {t('disclaimer')}
    </p>
  );
}
