import { Link } from 'react-router-dom';

import { company, socialLinks } from '@/config/company';
import { paths } from '@/config/paths';
import { yearInGermany } from '@/lib/shop-year';

import { FacebookIcon, InstagramIcon, LinkedInIcon, MailIcon, MapPinIcon, PhoneIcon } from '../icons/icons';
import { LogoMark } from '../ui/logo';

import { B2bNotice } from './b2b-notice';

import styles from './footer.module.css';

const SOCIAL_ICONS = { instagram: InstagramIcon, facebook: FacebookIcon, linkedin: LinkedInIcon } as const;

const shopLinks = [
  { to: paths.home.getHref(), label: 'Home' },
  { to: paths.shop.getHref(), label: 'PrimeShop' },
  { to: paths.contact.getHref(), label: 'Kontakt' },
  { to: paths.faq.getHref(), label: 'FAQ' },
];

const legalLinks = [
  { to: paths.impressumLowerCase.getHref(), label: 'Impressum' },
  { to: paths.terms.getHref(), label: 'AGB' },
  { to: paths.dataProtection.getHref(), label: 'Datenschutz' },
];

export function Footer() {
  const year = yearInGermany();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>
            <LogoMark size={36} />
            {company.name}
          </p>
          <p className={styles.tagline}>
            Personalisierte Magnetkarten mit QR-Code, Flaschenöffner und Magnete mit Musternummer – gedruckt in
            Mönchengladbach für Restaurants in ganz Deutschland.
          </p>
          <ul className={styles.social} aria-label="Soziale Netzwerke">
            {socialLinks.map((link) => {
              const Icon = SOCIAL_ICONS[link.network];
              return (
                <li key={link.network}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
                    <Icon size={20} />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>

        <nav aria-label="Shop">
          <h2 className={styles.heading}>Shop</h2>
          <ul className={styles.list}>
            {shopLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label="Rechtliches">
          <h2 className={styles.heading}>Rechtliches</h2>
          <ul className={styles.list}>
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={styles.heading}>Kontakt</h2>
          <ul className={styles.list}>
            <li className={styles.contactItem}>
              <MapPinIcon size={18} />
              <address className={styles.address}>
                {company.legalName}
                <br />
                {company.street}
                <br />
                {company.zip} {company.city}
              </address>
            </li>
            <li className={styles.contactItem}>
              <MailIcon size={18} />
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            <li className={styles.contactItem}>
              <PhoneIcon size={18} />
              <a href={company.phoneHref}>{company.phone}</a>
            </li>
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <span>
            © {year} {company.legalName}. Alle Rechte vorbehalten.
          </span>
          <B2bNotice className={styles.notice} />
          <span>Kostenloser Versand innerhalb Deutschlands</span>
        </div>
      </div>
    </footer>
  );
}
