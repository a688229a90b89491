// The UI kit of @qis/shared. Importing it loads the portal's print stylesheet once for every app.
import './print.css';
import './form.css';

export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from './button/Button';
export { Field, type FieldControl, type FieldProps } from './field/Field';
export { visibleError, type FieldErrorState } from './field/fieldError';
export { NewPasswordField, type NewPasswordFieldProps } from './password/NewPasswordField';
export { passwordFormErrors, type PasswordFormErrors } from './password/passwordErrors';
export { VisuallyHidden, type VisuallyHiddenProps } from './visuallyHidden/VisuallyHidden';
export { DataTable, type DataColumn, type DataTableProps } from './dataTable/DataTable';
export { Modal, type ModalProps } from './modal/Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm/ConfirmDialog';
export { SpinnerOverlay, type SpinnerOverlayProps } from './spinner/SpinnerOverlay';
export { LoadState, type LoadStateProps } from './loadState/LoadState';
export { QueryState, type QueryStateProps, type QueryResultState } from './loadState/QueryState';
export { PrintButton, type PrintButtonProps } from './print/PrintButton';
export { showErrorToast, showSuccessToast, showUndoToast, TOAST_DURATION_MS } from './toast/toasts';
export { AppToaster } from './toast/AppToaster';
export { OfflineNotice } from './offline/OfflineNotice';
export { SafeHtml, type SafeHtmlProps } from './safeHtml/SafeHtml';
export { sanitizeHtml } from './safeHtml/sanitizeHtml';
export { Page, PageActions, type PageProps } from './page/Page';
export { PageSection, type PageSectionProps } from './page/PageSection';
export { Calendar, type CalendarProps } from './datePicker/Calendar';
export { DatePicker, type DatePickerProps } from './datePicker/DatePicker';
export { longCalendarDate } from './datePicker/calendarDate';
export { IAteThis, type IAteThisProps, type AteThisItem } from './ateThis/IAteThis';
export { RecipeModal, type RecipeModalProps } from './recipeModal/RecipeModal';
