import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field as FinalField, Form } from 'react-final-form';
import { Field } from './Field';
import { visibleError } from './fieldError';

describe('Field', () => {
  it('names the control by its label and describes it by its description, valid until told otherwise', () => {
    render(
      <Field label="Weight" description="In kilograms" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Weight' });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('In kilograms');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and describes it by its description and its error', () => {
    render(
      <Field label="Weight" description="In kilograms" error="From 10 to 500.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Weight' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('In kilograms From 10 to 500.');
    expect(screen.getByText('From 10 to 500.')).toHaveAttribute('aria-live', 'polite');
  });

  it('with react-final-form, shows the error only once the member has changed or left the field', async () => {
    const user = userEvent.setup();
    render(
      <Form<{ age?: string }>
        onSubmit={() => undefined}
        validate={({ age }) => (age && Number(age) >= 10 ? {} : { age: 'From 10 to 99.' })}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <FinalField<string> name="age">
              {({ input, meta }) => (
                <Field label="Age" error={visibleError(meta)}>
                  {(control) => <input {...input} {...control} />}
                </Field>
              )}
            </FinalField>
          </form>
        )}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Age' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    await user.type(input, '9');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('From 10 to 99.');
    await user.type(input, '0');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('From 10 to 99.')).not.toBeInTheDocument();
  });
});
