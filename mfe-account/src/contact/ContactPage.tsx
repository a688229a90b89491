import { useTranslation } from 'react-i18next';
import { CONTACT_NS } from './i18n';
import { PhoneLines } from './PhoneLines';
import { ContactForm } from './ContactForm';
import pageStyles from '../common/Page.module.css';
import styles from './ContactPage.module.css';

/** /contact: intro, the expert phone lines and the contact form (spec sections 1 and 2). */
export default function ContactPage() {
  const { t } = useTranslation(CONTACT_NS);
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <div className={styles.columns}>
        <PhoneLines />
        <ContactForm />
      </div>
    </div>
  );
}
