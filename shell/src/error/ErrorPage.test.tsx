import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@qis/shared';
import { renderWithPortal } from '@qis/shared/testing';
import { ErrorPage } from './ErrorPage';
import { safeReturnUrl } from './safeReturnUrl';

function renderError(path: string) {
  return renderWithPortal(
    <Routes>
      <Route path="/error" element={<ErrorPage />} />
      <Route path="/fr/error" element={<ErrorPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { bare: true, signIn: false, path },
  );
}

describe('error page', () => {
  it('shows the defaults and goes back to / without parameters', async () => {
    const user = userEvent.setup();
    renderError('/error');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the message of the query and goes back to its returnUrl under the page locale', async () => {
    const user = userEvent.setup();
    renderError('/fr/error?message=Failed%20to%20generate%20meal%20plan&returnUrl=%2Fmeal-plan');
    expect(screen.getByRole('heading', { name: "Une erreur s'est produite" })).toBeInTheDocument();
    expect(screen.getByText('Failed to generate meal plan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/fr\/meal-plan$/);
  });

  it('refuses a returnUrl that leaves the site', async () => {
    const user = userEvent.setup();
    renderError('/error?returnUrl=https%3A%2F%2Fevil.example%2Fphish');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('safeReturnUrl', () => {
  const origin = 'https://portal.example';
  it.each([
    [null, '/'],
    ['', '/'],
    ['/meal-plan', '/meal-plan'],
    ['/fr/profile?tab=2#w', '/fr/profile?tab=2#w'],
    ['https://evil.example/', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['meal-plan', '/'],
  ])('%p → %p', (raw, expected) => {
    expect(safeReturnUrl(raw, origin)).toBe(expected);
  });
});
