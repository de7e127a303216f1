/** The switches of the guides drawn over a proof, each with the colour it is drawn in. */
import { proofTexts as texts } from '../../texts';

import styles from './proof-approval.module.css';
import type { Guides } from './proof-viewer';

const GUIDES = ['trim', 'bleed', 'safe'] as const satisfies readonly (keyof Guides)[];

const SWATCH_CLASS: Record<keyof Guides, string | undefined> = {
  trim: styles.swatchTrim,
  bleed: styles.swatchBleed,
  safe: styles.swatchSafe,
};

export function GuideToggles({ guides, onChange }: { guides: Guides; onChange: (guides: Guides) => void }) {
  return (
    <fieldset className={styles.guides}>
      <legend className={styles.guidesLegend}>{texts.guidesLabel}</legend>
      <div className={styles.guideOptions}>
        {GUIDES.map((guide) => (
          <label key={guide} className={styles.toggle}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={guides[guide]}
              onChange={(event) => onChange({ ...guides, [guide]: event.target.checked })}
            />
            <span className={`${styles.swatch} ${SWATCH_CLASS[guide] ?? ''}`} aria-hidden="true" />
            {texts.guides[guide]}
          </label>
        ))}
      </div>
      <p className={styles.guidesHint}>{texts.guidesHint}</p>
    </fieldset>
  );
}
