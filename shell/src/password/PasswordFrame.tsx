import type { ReactNode } from 'react';
import { useLocation, useNavigate } from '@qis/shared';
import { LoginFrame } from '../login/LoginFrame';
import './password.css';

/** The forgotten-password screens in the login's page, with the router's location and navigation. */
export function PasswordFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <LoginFrame location={location} onNavigate={(to) => void navigate(to)} title={title} subtitle={subtitle}>
      {children}
    </LoginFrame>
  );
}
