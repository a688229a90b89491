import { useTranslation } from 'react-i18next';
import { PageSection } from '@qis/shared/ui';
import { CONTACT_NS } from './i18n';
import { PHONE_LINES } from './expertPhoneLines';
import styles from './ContactPage.module.css';

/** The expert phone lines, each a tap-to-call link, with the reminder to have the membership number ready. */
export function PhoneLines() {
  const { t } = useTranslation(CONTACT_NS);
  return (
    <PageSection title={t('phones.title')}>
      <ul className={styles.phoneList}>
        {PHONE_LINES.map((line) => {
          const country = t(`phones.${line.country}`);
          return (
            <li key={line.country} className={styles.phoneLine}>
              <span className={styles.country}>{country}</span>
              <a
                className={styles.phoneNumber}
                href={`tel:${line.dial}`}
                aria-label={t('phones.call', { country, number: line.display })}
              >
                {line.display}
              </a>
              {line.free ? <span className={styles.free}>{t('phones.free')}</span> : null}
            </li>
          );
        })}
      </ul>
      <p className={styles.memberHint}>{t('memberNumberHint')}</p>
    </PageSection>
  );
}
