import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { connectionLost, connectionRestored } from '../../session/connectivitySlice';
import { renderWithPortal } from '../../testing';
import { OfflineNotice } from './OfflineNotice';

describe('OfflineNotice', () => {
  it('says nothing while the API answers', () => {
    renderWithPortal(<OfflineNotice />, { path: '/fr/home' });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('tells the member they are offline but still signed in, then that they are back', () => {
    const { store } = renderWithPortal(<OfflineNotice />, { path: '/fr/home' });
    act(() => {
      store.dispatch(connectionLost());
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Vous êtes hors ligne. Vous restez connecté ; le portail se reconnecte dès le retour du réseau.',
    );
    act(() => {
      store.dispatch(connectionRestored());
    });
    expect(screen.getByRole('status')).toHaveTextContent('Vous êtes de nouveau en ligne.');
  });
});
