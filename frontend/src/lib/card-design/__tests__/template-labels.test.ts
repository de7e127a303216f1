import rules from '@/lib/rules.generated.json';

import { TEMPLATE_CATEGORIES, templateLabel } from '../templates';

describe('template names', () => {
  it('are the server’s, which mails and invoices print as “Vorlage: Burger”', () => {
    const server: Record<string, string> = rules.templateLabels;
    expect(Object.keys(server).sort()).toEqual([...TEMPLATE_CATEGORIES].sort());
    for (const key of TEMPLATE_CATEGORIES) expect(templateLabel(key)).toBe(server[key]);
  });
});
