import { afterAll, afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Questionnaire } from './Questionnaire';
import type { QuestionnaireValues } from './questionnaireForm';
import { installFakeApi, renderWithPortal } from '@qis/shared/testing';

const MESSAGES = [
  'Veuillez saisir votre poids.',
  'Veuillez saisir votre âge.',
  'Veuillez sélectionner un genre.',
  "Veuillez sélectionner un niveau d'activité.",
];

async function renderQuestionnaire(props: { submitLabel?: string } = {}) {
  const onSubmit = jest.fn<(values: QuestionnaireValues) => void>();
  renderWithPortal(<Questionnaire onSubmit={onSubmit} {...props} />, { path: '/fr/meal-plan' });
  return onSubmit;
}

describe('Questionnaire', () => {
  const api = installFakeApi();
  afterEach(() => {
    jest.clearAllMocks();
  });
  afterAll(() => api.restore());

  it('shows the brochure banner, both cards, the placeholders and the four activity choices in order', async () => {
    await renderQuestionnaire();
    expect(screen.getByRole('note')).toHaveTextContent(/brochure/);
    expect(screen.getByLabelText('Poids')).toHaveAttribute('placeholder', 'en kilogrammes');
    expect(screen.getByLabelText('Âge')).toHaveAttribute('placeholder', 'de 10 à 99 ans');
    const gender = screen.getByRole('group', { name: 'Genre' });
    expect(
      within(gender)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Femme', 'Homme']);
    const activity = screen.getByRole('group', { name: "Votre niveau d'activité" });
    expect(
      within(activity)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual([
      'Très inactif',
      'Activité physique élevée au travail',
      'Assis (travail de bureau, tâches ménagères)',
      'Activité physique élevée au travail et pendant les loisirs',
    ]);
    expect(screen.getByRole('button', { name: 'Soumettre' })).toBeEnabled();
  });

  it('starts untouched: no message before anything happens', async () => {
    await renderQuestionnaire();
    for (const message of MESSAGES) expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('marks every field touched on an invalid submit and emits nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderQuestionnaire();
    await user.click(screen.getByRole('button', { name: 'Soumettre' }));
    for (const message of MESSAGES) expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Poids')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['Poids', '9', 'Veuillez saisir votre poids.'],
    ['Poids', '501', 'Veuillez saisir votre poids.'],
    ['Âge', '9', 'Veuillez saisir votre âge.'],
    ['Âge', '100', 'Veuillez saisir votre âge.'],
    ['Âge', '30,5', 'Veuillez saisir votre âge.'],
  ])('refuses %s = %s', async (label, value, message) => {
    const user = userEvent.setup();
    await renderQuestionnaire();
    await user.type(screen.getByLabelText(label), value);
    await user.tab();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('emits the answers as numbers (decimal comma accepted) at the range limits', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderQuestionnaire({ submitLabel: 'Calculer' });
    await user.type(screen.getByLabelText('Poids'), '72,5');
    await user.type(screen.getByLabelText('Âge'), '99');
    await user.click(screen.getByRole('radio', { name: 'Homme' }));
    await user.click(screen.getByRole('radio', { name: 'Assis (travail de bureau, tâches ménagères)' }));
    await user.click(screen.getByRole('button', { name: 'Calculer' }));
    expect(onSubmit).toHaveBeenCalledWith({
      weight: 72.5,
      age: 99,
      gender: 'male',
      activityLevel: 'sitting',
    });
    for (const message of MESSAGES) expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});
