import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons/icons';
import { Page } from '@/components/layout/page';
import { company } from '@/config/company';
import { useScrollToTop } from '@/lib/use-scroll-to-top';

import { contactTexts } from '../texts';

import { ContactForm } from './contact-form';
import styles from './contact-page.module.css';

export function ContactPage() {
  useScrollToTop();
  return (
    <Page title={contactTexts.pageTitle} lead={contactTexts.pageLead}>
      <div className={styles.layout}>
        <section className={styles.card} aria-label="Kontaktdaten">
          <ul className={styles.list}>
            <li className={styles.item}>
              <span className={styles.icon}>
                <MapPinIcon />
              </span>
              <div>
                <h2>{contactTexts.addressTitle}</h2>
                <address>
                  {company.legalName}
                  <br />
                  {company.street}
                  <br />
                  {company.zip} {company.city}
                </address>
              </div>
            </li>
            <li className={styles.item}>
              <span className={styles.icon}>
                <MailIcon />
              </span>
              <div>
                <h2>{contactTexts.emailTitle}</h2>
                <p>
                  <a href={`mailto:${company.email}`}>{company.email}</a>
                </p>
              </div>
            </li>
            <li className={styles.item}>
              <span className={styles.icon}>
                <PhoneIcon />
              </span>
              <div>
                <h2>{contactTexts.phoneTitle}</h2>
                <p>
                  <a href={company.phoneHref}>{company.phone}</a>
                </p>
              </div>
            </li>
            <li className={styles.item}>
              <span className={styles.icon}>
                <ClockIcon />
              </span>
              <div>
                <h2>{contactTexts.hoursTitle}</h2>
                <p>{company.phoneHours}</p>
              </div>
            </li>
          </ul>
        </section>
        <section className={styles.formArea} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{contactTexts.formTitle}</h2>
          <p className={styles.formIntro}>{contactTexts.formIntro}</p>
          <ContactForm />
        </section>
      </div>
    </Page>
  );
}
