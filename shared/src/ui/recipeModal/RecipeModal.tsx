import type { ReactNode } from 'react';
import type { DiarySlot } from '@qis/contract/api';
import { IAteThis, type AteThisItem } from '../ateThis/IAteThis';
import { Button } from '../button/Button';
import { Modal } from '../modal/Modal';
import { PrintButton } from '../print/PrintButton';

export interface RecipeModalProps {
  title: string;
  /** The recipe as the diary stores it when the member says they ate it; without it, no "I ate this". */
  ate?: AteThisItem;
  /** The diary's meal it goes to unless the member picks another. */
  slot?: DiarySlot;
  /** The close and print buttons' words, in the remote's own translations. */
  labels: { close: string; print: string };
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * One recipe in full in a dialog, with close, print and "I ate this"; printing while it is open prints
 * the recipe alone (the UI kit's print styles). A member's own recipe has no "I ate this": the diary
 * logs it in servings, through its offline-safe add panel.
 */
export function RecipeModal({ title, ate, slot, labels, onClose, className, children }: RecipeModalProps) {
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      className={className}
      footer={
        <>
          <Button onClick={onClose}>{labels.close}</Button>
          <PrintButton label={labels.print} />
          {ate ? <IAteThis item={ate} slot={slot} /> : null}
        </>
      }
    >
      {children}
    </Modal>
  );
}
