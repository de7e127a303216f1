import {
  BoltIcon,
  HeadsetIcon,
  MailIcon,
  MapPinIcon,
  MegaphoneIcon,
  PackageIcon,
  PaintBrushIcon,
  PaletteIcon,
  PhoneIcon,
  ShieldCheckIcon,
  ShopIcon,
  StarIcon,
} from '@/components/icons/icons';
import { MagnetCardIllustration } from '@/components/illustrations/magnet-card-illustration';
import { ButtonLink } from '@/components/ui/button';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { useScrollToTop } from '@/lib/use-scroll-to-top';

import { landingTexts } from '../texts';

import styles from './landing-page.module.css';
import { LocationMap } from './location-map';

const STEP_ICONS = [ShopIcon, PaintBrushIcon, PackageIcon];
const CLAIM_ICONS = [StarIcon, BoltIcon, HeadsetIcon];
const VALUE_ICONS = [ShieldCheckIcon, PaletteIcon, MegaphoneIcon];

export function LandingPage() {
  useScrollToTop();
  const shopHref = paths.shop.getHref();

  return (
    <>
      <section className={styles.hero} aria-labelledby="landing-title">
        <div className={styles.heroInner}>
          <div>
            <p className={styles.eyebrow}>{landingTexts.hero.eyebrow}</p>
            <h1 id="landing-title" className={styles.heroTitle}>
              {landingTexts.hero.title}
            </h1>
            <p className={styles.heroText}>{landingTexts.hero.text}</p>
            <ButtonLink to={shopHref} size="large">
              {landingTexts.hero.cta}
            </ButtonLink>
          </div>
          <MagnetCardIllustration title={landingTexts.hero.illustrationAlt} />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="steps-title">
        <h2 id="steps-title" className={styles.sectionTitle}>
          {landingTexts.steps.title}
        </h2>
        <p className={styles.sectionLead}>{landingTexts.steps.lead}</p>
        <ol className={styles.steps}>
          {landingTexts.steps.items.map((step, index) => {
            const Icon = STEP_ICONS[index];
            return (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <span className={styles.iconCircle}>
                  <Icon size={26} />
                </span>
                <h3 className={styles.cardTitle}>{step.title}</h3>
                <p className={styles.cardText}>{step.text}</p>
              </li>
            );
          })}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="claims-title">
        <h2 id="claims-title" className={styles.sectionTitle}>
          {landingTexts.claims.title}
        </h2>
        <ul className={styles.claims}>
          {landingTexts.claims.items.map((claim, index) => {
            const Icon = CLAIM_ICONS[index];
            return (
              <li key={claim.title} className={styles.claim}>
                <span className={styles.iconCircle}>
                  <Icon size={24} />
                </span>
                <div>
                  <h3 className={styles.cardTitle}>{claim.title}</h3>
                  <p className={styles.cardText}>{claim.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section className={styles.figuresBand} aria-labelledby="figures-title">
        <h2 id="figures-title" className="visually-hidden">
          {landingTexts.figures.title}
        </h2>
        <ul className={styles.figures}>
          {landingTexts.figures.items.map((figure) => (
            <li key={figure.label}>
              <span className={styles.figureValue}>{figure.value}</span>
              <span className={styles.figureLabel}>{figure.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="values-title">
        <h2 id="values-title" className={styles.sectionTitle}>
          {landingTexts.values.title}
        </h2>
        <ul className={styles.values}>
          {landingTexts.values.items.map((value, index) => {
            const Icon = VALUE_ICONS[index];
            return (
              <li key={value.title} className={styles.value}>
                <span className={styles.iconCircle}>
                  <Icon size={26} />
                </span>
                <h3 className={styles.cardTitle}>{value.title}</h3>
                <p className={styles.cardText}>{value.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="location-title">
        <div className={styles.location}>
          <div>
            <h2 id="location-title" className={styles.locationTitle}>
              {landingTexts.location.title}
            </h2>
            <p>{landingTexts.location.text}</p>
            <ul className={styles.locationList}>
              <li className={styles.locationItem}>
                <span className={styles.iconCircle}>
                  <MapPinIcon size={20} />
                </span>
                <div>
                  <span className={styles.locationLabel}>{landingTexts.location.addressLabel}</span>
                  <address>
                    {company.legalName}, {company.street}, {company.zip} {company.city}
                  </address>
                </div>
              </li>
              <li className={styles.locationItem}>
                <span className={styles.iconCircle}>
                  <MailIcon size={20} />
                </span>
                <div>
                  <span className={styles.locationLabel}>{landingTexts.location.emailLabel}</span>
                  <a href={`mailto:${company.email}`}>{company.email}</a>
                </div>
              </li>
              <li className={styles.locationItem}>
                <span className={styles.iconCircle}>
                  <PhoneIcon size={20} />
                </span>
                <div>
                  <span className={styles.locationLabel}>{landingTexts.location.phoneLabel}</span>
                  <a href={company.phoneHref}>{company.phone}</a>
                </div>
              </li>
            </ul>
          </div>
          <LocationMap />
        </div>
      </section>

      <section className={styles.closing} aria-labelledby="closing-title">
        <div className={styles.closingInner}>
          <div>
            <h2 id="closing-title">{landingTexts.closing.title}</h2>
            <p>{landingTexts.closing.text}</p>
          </div>
          <ButtonLink to={shopHref} variant="inverse" size="large">
            {landingTexts.hero.cta}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
