/**
 * 'Zusammenfassende Meldung' on the orders page: a quarter or a month of
 * this year or the last, and the CSV of its intra-community supplies to
 * download. The last ended period is chosen first: it is the one filed next.
 */
import { useId, useState } from 'react';

import { buttonClassName } from '@/components/ui/button';
import formStyles from '@/components/form/form.module.css';

import { adminTexts } from '../texts';
import { lastEndedPeriod, zmCsvUrl, zmPeriodLabel, zmPeriods, type ZmPeriodKind } from '../zm-report';

import styles from './admin-pages.module.css';

const texts = adminTexts.zmReport;

const KINDS: readonly ZmPeriodKind[] = ['quarter', 'month'];

export function ZmReportSection() {
  const [kind, setKind] = useState<ZmPeriodKind>('quarter');
  const [period, setPeriod] = useState(() => lastEndedPeriod('quarter'));
  const selectId = useId();
  const label = zmPeriodLabel(period);

  const chooseKind = (next: ZmPeriodKind) => {
    setKind(next);
    setPeriod(lastEndedPeriod(next));
  };

  return (
    <section className={styles.card} aria-labelledby="zm-report">
      <h3 id="zm-report">{texts.title}</h3>
      <p className={styles.muted}>{texts.lead}</p>
      <div className={styles.zmPicker}>
        <fieldset className={styles.radioGroup}>
          <legend className={formStyles.label}>{texts.kind}</legend>
          {KINDS.map((option) => (
            <label key={option} className={styles.radioOption}>
              <input
                type="radio"
                name="zm-period-kind"
                value={option}
                checked={kind === option}
                onChange={() => chooseKind(option)}
              />
              {texts.kinds[option]}
            </label>
          ))}
        </fieldset>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={selectId}>
            {texts.kinds[kind]}
          </label>
          <select
            id={selectId}
            className={`${formStyles.input} ${formStyles.select}`}
            value={period}
            onChange={(event) => setPeriod(event.currentTarget.value)}
          >
            {zmPeriods(kind).map((value) => (
              <option key={value} value={value}>
                {zmPeriodLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <a href={zmCsvUrl(period)} download className={buttonClassName('secondary')}>
          {texts.download(label)}
        </a>
      </div>
    </section>
  );
}
