import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { baseApi } from '../api/baseApi';
import { selectIsSignedIn } from '../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { OfflineNotice } from '../ui/offline/OfflineNotice';
import { Spinner } from '../ui/spinner/Spinner';
import { FrameHeader } from './FrameHeader';
import { FrameRoutes } from './FrameRoutes';
import { SignInForm } from './SignInForm';
import type { StandaloneLink } from './types';
import { useFreshSession } from './useFreshSession';
import { useLocaleSync } from './useLocaleSync';

interface FrameBodyProps {
  appName: string;
  links: StandaloneLink[];
  children: ReactNode;
}

export function FrameBody({ appName, links, children }: FrameBodyProps) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const checked = useFreshSession();
  useLocaleSync();

  // Whatever ended the session (sign-out, a refused refresh), the next member must not see cached data.
  useEffect(() => {
    if (!signedIn) dispatch(baseApi.util.resetApiState());
  }, [signedIn, dispatch]);

  if (!checked) {
    return (
      <main className="qis-frame__center">
        <Spinner label={t('standalone.checkingSession')} />
      </main>
    );
  }
  if (!signedIn) return <SignInForm appName={appName} />;
  return (
    <div className="qis-frame">
      <FrameHeader appName={appName} links={links} />
      <OfflineNotice />
      <main className="qis-frame__main">
        <FrameRoutes appName={appName} links={links}>
          {children}
        </FrameRoutes>
      </main>
    </div>
  );
}
