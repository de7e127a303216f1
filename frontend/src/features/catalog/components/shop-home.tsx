import { useRef, useState, type KeyboardEvent } from 'react';

import { BoltIcon, GiftIcon, HeadsetIcon, TruckIcon } from '@/components/icons/icons';
import { MagnetCardIllustration } from '@/components/illustrations/magnet-card-illustration';
import { buttonClassName } from '@/components/ui/button';
import { useScrollToTop } from '@/lib/use-scroll-to-top';

import { useGetAllCardsQuery, useGetProductsByCategoryQuery } from '../api';
import { catalogTexts } from '../texts';
import { CATEGORY_BOTTLE_OPENERS, CATEGORY_CARDS, type ShopCategory } from '../types';

import { ProductGrid } from './product-grid';
import { SampleLookup } from './sample-lookup';
import styles from './shop-home.module.css';

const BENEFIT_ICONS = { shipping: TruckIcon, fast: BoltIcon, offers: GiftIcon, support: HeadsetIcon } as const;

const TABS: { category: ShopCategory; label: string }[] = [
  { category: CATEGORY_CARDS, label: catalogTexts.tabs.cards },
  { category: CATEGORY_BOTTLE_OPENERS, label: catalogTexts.tabs.bottleOpeners },
];

const OFFERS_ID = 'prime-shop-angebote';

function CategoryTabs({ active, onChange }: { active: ShopCategory; onChange: (category: ShopCategory) => void }) {
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = (index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    onChange(TABS[next].category);
    tabRefs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={catalogTexts.tabsLabel} className={styles.tablist}>
      {TABS.map((tab, index) => {
        const selected = tab.category === active;
        return (
          <button
            key={tab.category}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`category-tab-${tab.category}`}
            aria-selected={selected}
            aria-controls={`${OFFERS_ID}-panel`}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab.category)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export function ShopHome() {
  useScrollToTop();
  const [category, setCategory] = useState<ShopCategory>(CATEGORY_CARDS);
  // Spec §2: switching a tab reloads the list; cached data shows meanwhile.
  const offers = useGetProductsByCategoryQuery(category, { refetchOnMountOrArgChange: true });
  const sampleCards = useGetAllCardsQuery();

  return (
    <>
      <section className={styles.hero} aria-labelledby="shop-hero-title">
        <div className={styles.heroInner}>
          <div>
            <p className={styles.eyebrow}>{catalogTexts.hero.eyebrow}</p>
            <h1 id="shop-hero-title" className={styles.heroTitle}>
              {catalogTexts.hero.title}
            </h1>
            <p className={styles.heroText}>{catalogTexts.hero.text}</p>
            <ul className={styles.claims}>
              {catalogTexts.claims.map((claim) => (
                <li key={claim}>{claim}</li>
              ))}
            </ul>
            <a href={`#${OFFERS_ID}`} className={buttonClassName('primary', 'large')}>
              {catalogTexts.hero.cta}
            </a>
          </div>
          <MagnetCardIllustration title={catalogTexts.hero.illustrationAlt} />
        </div>
      </section>

      <div className={styles.benefits}>
        <ul className={styles.benefitList} aria-label="Ihre Vorteile">
          {catalogTexts.benefits.map((benefit) => {
            const Icon = BENEFIT_ICONS[benefit.key];
            return (
              <li key={benefit.key} className={styles.benefit}>
                <span className={styles.benefitIcon}>
                  <Icon />
                </span>
                <span>
                  <span className={styles.benefitTitle}>{benefit.title}</span>
                  <br />
                  <span className={styles.benefitText}>{benefit.text}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>

      <section id={OFFERS_ID} className={styles.section} aria-labelledby={`${OFFERS_ID}-title`}>
        <div className={styles.sectionHeader}>
          <div>
            <h2 id={`${OFFERS_ID}-title`} className={styles.sectionTitle}>
              {catalogTexts.offersTitle}
            </h2>
            <p className={styles.sectionLead}>{catalogTexts.offersLead}</p>
          </div>
          <CategoryTabs active={category} onChange={setCategory} />
        </div>
        <div role="tabpanel" id={`${OFFERS_ID}-panel`} aria-labelledby={`category-tab-${category}`}>
          <ProductGrid
            label={catalogTexts.offersTitle}
            products={offers.currentData}
            isLoading={offers.isFetching && offers.currentData === undefined}
            isError={offers.isError && !offers.isFetching}
            onRetry={() => void offers.refetch()}
          />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="musternummer-title">
        <div className={styles.sectionHeader}>
          <div>
            <h2 id="musternummer-title" className={styles.sectionTitle}>
              {catalogTexts.sampleTitle}
            </h2>
            <p className={styles.sectionLead}>{catalogTexts.sampleLead}</p>
          </div>
        </div>
        <div className={styles.sampleLayout}>
          <SampleLookup packs={sampleCards.data} />
          <ProductGrid
            label={catalogTexts.sampleTitle}
            products={sampleCards.data}
            isLoading={sampleCards.isLoading}
            isError={sampleCards.isError && !sampleCards.isFetching}
            onRetry={() => void sampleCards.refetch()}
            skeletonCount={2}
          />
        </div>
      </section>
    </>
  );
}
