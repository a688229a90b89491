import { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS } from './toasts';

/** The page's one toaster: mounted once by the shell, or by a remote's standalone frame. */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      containerClassName="qis-toaster"
      toastOptions={{ duration: TOAST_DURATION_MS }}
    />
  );
}
