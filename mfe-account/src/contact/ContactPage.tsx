import { useTranslation } from 'react-i18next';
import { Page } from '@qis/shared/ui';
import { CONTACT_NS } from './i18n';
import { PhoneLines } from './PhoneLines';
import { ContactForm } from './ContactForm';
import styles from './ContactPage.module.css';

/** /contact: intro, the expert phone lines (tap to call) and the contact form. */
export default function ContactPage() {
  const { t } = useTranslation(CONTACT_NS);
  return (
    <Page title={t('title')} intro={t('intro')}>
      <div className={`qis-page__columns ${styles.columns}`}>
        <PhoneLines />
        <ContactForm />
      </div>
    </Page>
  );
}
