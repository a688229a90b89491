import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import WhatIsQisPage from './WhatIsQisPage';
import { renderWithPortal } from '@qis/shared/testing';

describe('WhatIsQisPage', () => {
  it('explains QIS and links to the meal plan, the QIS table and the food database under the locale', async () => {
    renderWithPortal(<WhatIsQisPage />, { path: '/nl/qis/what-is-qis' });
    expect(screen.getByRole('heading', { level: 1, name: 'Wat is QIS?' })).toBeInTheDocument();
    expect(screen.getByText(/12 kilocalorieën/)).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/nl/meal-plan',
      '/nl/qis/table',
      '/nl/useful/food-database',
    ]);
  });
});
