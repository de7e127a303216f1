import { createTargetSchema } from '../validation';

const schema = createTargetSchema();

async function problem(target: string | undefined): Promise<string | null> {
  try {
    await schema.validate({ target });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('a new target', () => {
  it.each([
    'https://pizzeria.example/speisekarte',
    'http://pizzeria.example',
    'HTTPS://Pizzeria.example/Karte?tag=1#mittag',
    'www.pizzeria.example',
    'pizzeria.example:8080/karte',
    ` https://pizzeria.example/${'a'.repeat(1960)} `,
  ])('takes %s', async (target) => {
    expect(await problem(target)).toBeNull();
  });

  it.each([
    [undefined, 'Bitte geben Sie die Zieladresse ein.'],
    ['   ', 'Bitte geben Sie die Zieladresse ein.'],
    [`https://pizzeria.example/${'a'.repeat(2000)}`, 'Die Zieladresse darf höchstens 2.000 Zeichen lang sein.'],
    ['https://luigi@pizzeria.example', 'Die Zieladresse darf keinen Benutzernamen und kein Passwort enthalten.'],
    ['luigi:geheim@pizzeria.example/karte', 'Die Zieladresse darf keinen Benutzernamen und kein Passwort enthalten.'],
    [
      'ftp://pizzeria.example',
      'Bitte geben Sie eine Webadresse an, die mit http:// oder https:// beginnt (z. B. www.restaurant.de/speisekarte).',
    ],
    [
      'javascript:alert(1)',
      'Bitte geben Sie eine Webadresse an, die mit http:// oder https:// beginnt (z. B. www.restaurant.de/speisekarte).',
    ],
    [
      'https://pizzeria.example/mit leerzeichen',
      'Bitte geben Sie eine Webadresse an, die mit http:// oder https:// beginnt (z. B. www.restaurant.de/speisekarte).',
    ],
    [
      'speisekarte',
      'Bitte geben Sie eine Webadresse an, die mit http:// oder https:// beginnt (z. B. www.restaurant.de/speisekarte).',
    ],
  ])('refuses %j: %s', async (target, message) => {
    expect(await problem(target)).toBe(message);
  });
});
