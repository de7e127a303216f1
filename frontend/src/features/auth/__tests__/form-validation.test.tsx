import { screen } from '@testing-library/react';

import { db } from '@/testing/data';
import { renderApp } from '@/testing/render';

type Case = {
  /** The label of the field to touch. */
  field: string;
  /** What to type before leaving the field; empty means "only focus and leave". */
  value: string;
  message: string;
  /** Other fields to fill first (label -> value), e.g. the password to confirm. */
  before?: Record<string, string>;
};

/**
 * Spec §5: a message shows under a field only once it has been touched. Typing
 * alone does not touch a field (formik validates on change, but shows nothing);
 * leaving it does.
 */
async function expectMessageOnlyAfterTouch(route: string, { field, value, message, before = {} }: Case) {
  const { user } = renderApp(route);
  await screen.findByRole('heading', { level: 1 });
  for (const [label, text] of Object.entries(before)) {
    await user.type(screen.getByLabelText(label), text);
  }
  const input = screen.getByLabelText(field);
  expect(screen.queryByText(message)).not.toBeInTheDocument();

  if (value) await user.type(input, value);
  else await user.click(input);
  expect(screen.queryByText(message)).not.toBeInTheDocument();
  expect(input).not.toHaveAttribute('aria-invalid');

  await user.tab();
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(message);
}

describe('sign-in form validation', () => {
  it.each<Case>([
    { field: 'E-Mail', value: '', message: 'Pflichtfeld' },
    { field: 'E-Mail', value: 'kunde@pizzeria', message: 'Ungültige E-Mail' },
    { field: 'Passwort', value: '', message: 'Pflichtfeld' },
    { field: 'Passwort', value: '12345', message: 'Das Passwort muss mindestens 6 Zeichen lang sein' },
  ])('$field "$value" shows "$message" once touched', (testCase) => expectMessageOnlyAfterTouch('/sign-in', testCase));
});

describe('sign-up form validation', () => {
  it.each<Case>([
    { field: 'Firmenname', value: '', message: 'Pflichtfeld' },
    {
      field: 'Firmenname',
      value: 'Pizzeria Roma und Söhne GmbH & Co', // 33 characters
      message: 'Der Firmenname darf nicht länger als 30 Zeichen sein',
    },
    { field: 'E-Mail', value: '', message: 'Pflichtfeld' },
    { field: 'E-Mail', value: 'kunde.example.test', message: 'Ungültige E-Mail' },
    { field: 'E-Mail', value: 'kunde@example.t', message: 'Ungültige E-Mail' },
    { field: 'Telefonnummer', value: '', message: 'Pflichtfeld' },
    { field: 'Telefonnummer', value: '0170-1234567', message: 'Ungültige Telefonnummer' },
    { field: 'Telefonnummer', value: '+1 555 1234', message: 'Ungültige Telefonnummer' },
    {
      field: 'Telefonnummer',
      value: '+49 170 1234 5678 901', // 21 characters
      message: 'Die Telefonnummer darf nicht länger als 20 Zeichen sein',
    },
    { field: 'Passwort', value: '', message: 'Pflichtfeld' },
    { field: 'Passwort', value: 'abc', message: 'Das Passwort muss mindestens 6 Zeichen lang sein' },
  ])('$field "$value" shows "$message" once touched', (testCase) => expectMessageOnlyAfterTouch('/sign-up', testCase));

  it('shows the phone placeholder and accepts the German formats', async () => {
    const { user } = renderApp('/sign-up');
    const phone = await screen.findByLabelText('Telefonnummer');
    expect(phone).toHaveAttribute('placeholder', '+49 170 1234567');
    for (const valid of ['+49 170 1234567', '0049 170 1234567', '0170 1234567', '1701234567']) {
      await user.clear(phone);
      await user.type(phone, valid);
      await user.tab();
      expect(phone).not.toHaveAttribute('aria-invalid');
    }
  });
});

describe('forgot-password form validation', () => {
  it.each<Case>([
    { field: 'E-Mail', value: '', message: 'Pflichtfeld' },
    { field: 'E-Mail', value: 'kunde@', message: 'Ungültige E-Mail' },
  ])('$field "$value" shows "$message" once touched', (testCase) =>
    expectMessageOnlyAfterTouch('/forgot-password', testCase),
  );
});

describe('reset-password form validation', () => {
  const route = '/reset-password?token=reset-456';
  it.each<Case>([
    { field: 'Neues Passwort', value: '', message: 'Neues Passwort ist erforderlich' },
    { field: 'Neues Passwort', value: '12345', message: 'Das Passwort muss mindestens 6 Zeichen lang sein' },
    { field: 'Passwort bestätigen', value: '', message: 'Bitte bestätigen Sie Ihr Passwort' },
    {
      field: 'Passwort bestätigen',
      value: 'anders-789',
      message: 'Passwörter müssen übereinstimmen',
      before: { 'Neues Passwort': 'geheim-123' },
    },
  ])('$field "$value" shows "$message" once touched', (testCase) => expectMessageOnlyAfterTouch(route, testCase));
});

describe('submitting an empty form', () => {
  it.each([
    ['/sign-in', 'Einloggen', 2],
    ['/sign-up', 'Absenden', 4],
    ['/forgot-password', 'Reset-Link senden', 1],
  ])('%s shows Pflichtfeld under every field and calls nobody', async (route, button, fields) => {
    const { user } = renderApp(route);
    await user.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findAllByText('Pflichtfeld')).toHaveLength(fields);
    expect(db.received).toEqual([]);
  });

  it('/reset-password shows both required messages and calls nobody', async () => {
    const { user } = renderApp('/reset-password?token=reset-456');
    await user.click(await screen.findByRole('button', { name: 'Passwort zurücksetzen' }));
    expect(await screen.findByText('Neues Passwort ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Bitte bestätigen Sie Ihr Passwort')).toBeInTheDocument();
    expect(db.received).toEqual([]);
  });
});
