import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { COMMON_NS, i18n, initI18n, registerTranslations } from './i18n';
import { useLocale, useLocalizedPath } from './useLocale';

describe('i18n', () => {
  it('initialises once with the common namespace, later calls only change the language', () => {
    const first = initI18n('fr');
    expect(first.language).toBe('fr');
    expect(first.t('retry', { ns: COMMON_NS })).toBe('Réessayer');
    const second = initI18n('de');
    expect(second).toBe(first);
    expect(i18n.language).toBe('de');
    expect(i18n.t('retry', { ns: COMMON_NS })).toBe('Erneut versuchen');
  });

  it('registers a remote’s namespace in the four locales and re-renders on a language change', async () => {
    initI18n('en');
    registerTranslations('test-feature', {
      en: { title: 'Tip of the day' },
      fr: { title: 'Conseil du jour' },
      de: { title: 'Tipp des Tages' },
      nl: { title: 'Tip van de dag' },
    });
    function Title() {
      const { t } = useTranslation('test-feature');
      return <h1>{t('title')}</h1>;
    }
    render(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('Tip of the day');
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('heading')).toHaveTextContent('Conseil du jour');
    await act(() => i18n.changeLanguage('en'));
  });
});

describe('useLocale and useLocalizedPath', () => {
  function Probe() {
    const locale = useLocale();
    const localized = useLocalizedPath();
    return <p>{`${locale} ${localized('/home')}`}</p>;
  }

  it('read the locale of the URL and keep it in links', () => {
    render(
      <MemoryRouter initialEntries={['/nl/gym']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByText('nl /nl/home')).toBeInTheDocument();
  });

  it('default to en and plain paths when the URL has no locale', () => {
    render(
      <MemoryRouter initialEntries={['/gym']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByText('en /home')).toBeInTheDocument();
  });
});
