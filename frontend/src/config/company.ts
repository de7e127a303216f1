/** The company's contact data, shown in the footer, the landing page, the contact page and the Impressum. */
export const company = {
  name: 'PrimeCards',
  legalName: 'PrimeCards GmbH',
  street: 'Musterstraße 12',
  zip: '41061',
  city: 'Mönchengladbach',
  country: 'Deutschland',
  email: 'info@primecards.de',
  phone: '+49 2161 123 45 67',
  phoneHref: 'tel:+4921611234567',
  phoneHours: 'Mo-Do 10:00-18:00, Freitag 10:00-15:30',
  managingDirector: 'Max Mustermann',
  registerCourt: 'Amtsgericht Mönchengladbach',
  registerNumber: 'HRB 21345',
  vatId: 'DE 312 456 789',
  foundedYear: 2019,
} as const;

export const socialLinks = [
  { network: 'instagram', label: 'PrimeCards auf Instagram', href: 'https://www.instagram.com/' },
  { network: 'facebook', label: 'PrimeCards auf Facebook', href: 'https://www.facebook.com/' },
  { network: 'linkedin', label: 'PrimeCards auf LinkedIn', href: 'https://www.linkedin.com/' },
] as const;
