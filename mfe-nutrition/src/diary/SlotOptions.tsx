import { useTranslation } from 'react-i18next';
import { DIARY_NS } from './i18n';
import { SLOTS, slotLabelKey } from './slots';

/** The four slots as a select's options, in the spec's words. */
export function SlotOptions() {
  const { t } = useTranslation(DIARY_NS);
  return SLOTS.map((option) => (
    <option key={option} value={option}>
      {t(slotLabelKey(option))}
    </option>
  ));
}
