import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAGIC_MENUS_NS } from './i18n';
import { MAX_WISH_LENGTH, type Wishes } from './meals';
import styles from './MagicMenusPage.module.css';

interface WishFieldsProps {
  wishes: Wishes;
  onChange: (wishes: Wishes) => void;
}

/** Like, dislike and further information: all optional, free text. */
export function WishFields({ wishes, onChange }: WishFieldsProps) {
  const { t } = useTranslation(MAGIC_MENUS_NS);
  const id = useId();
  return (
    <div className={styles.fields}>
      {(['like', 'dislike', 'info'] as const).map((name) => (
        <div key={name} className={styles.field}>
          <label htmlFor={`${id}-${name}`}>{t(`wishes.${name}.label`)}</label>
          <input
            id={`${id}-${name}`}
            type="text"
            value={wishes[name]}
            maxLength={MAX_WISH_LENGTH}
            placeholder={t(`wishes.${name}.placeholder`)}
            aria-describedby={`${id}-${name}-hint`}
            onChange={(event) => onChange({ ...wishes, [name]: event.target.value })}
          />
          <p id={`${id}-${name}-hint`} className={styles.hint}>
            {t(`wishes.${name}.hint`)}
          </p>
        </div>
      ))}
    </div>
  );
}
