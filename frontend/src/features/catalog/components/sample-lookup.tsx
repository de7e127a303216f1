import { Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { object } from 'yup';

import { StackedForm, TextField } from '@/components/form/fields';
import { SubmitButton } from '@/components/form/submit-button';
import { ChevronRightIcon, CloseIcon } from '@/components/icons/icons';
import { Spinner } from '@/components/ui/spinner';
import { requiredText } from '@/lib/validation';

import { useLazyGetSampleByNumberQuery } from '../api';
import { productDetailHref } from '../product-routes';
import { catalogTexts } from '../texts';
import type { Product, Sample } from '../types';

import styles from './sample-lookup.module.css';

const texts = catalogTexts.sampleLookup;

/** Spec §9: the 'not found' message hides after 3000 ms. */
const SAMPLE_MISS_MS = 3000;

/** Spec §5: required, at most the sample number's length (the server's rules file: 10 characters). */
const lookupSchema = object({
  musterNb: requiredText('sampleNumber', texts.required, texts.tooLong),
});

type LookupValues = { musterNb: string };

const initialValues: LookupValues = { musterNb: '' };

function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404
  );
}

/** The 'not found' message, shown for 3 seconds after each miss. */
function useMissMessage(): [string | null, (number: string) => void, () => void] {
  const [miss, setMiss] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (number: string) => {
    clearTimeout(timer.current);
    setMiss(number);
    timer.current = setTimeout(() => setMiss(null), SAMPLE_MISS_MS);
  };
  const clear = () => {
    clearTimeout(timer.current);
    setMiss(null);
  };
  return [miss, show, clear];
}

function FoundSample({ sample, packs, onClose }: { sample: Sample; packs: Product[]; onClose: () => void }) {
  return (
    <div className={styles.result}>
      <div className={styles.resultHeader}>
        <p className={styles.resultTitle}>{texts.foundTitle(sample.musterNumber)}</p>
        <button type="button" className={styles.close} onClick={onClose} aria-label={texts.close} title={texts.close}>
          <CloseIcon size={18} />
        </button>
      </div>
      <figure className={styles.figure}>
        <img src={sample.sampleImage} alt={texts.imageAlt(sample.restaurentName, sample.musterNumber)} />
        <figcaption>{sample.restaurentName}</figcaption>
      </figure>
      {packs.length > 0 ? (
        <div className={styles.reorder}>
          <p>{texts.reorder}</p>
          <ul>
            {packs.map((pack) => (
              <li key={pack.productId}>
                <Link to={productDetailHref(pack)}>
                  {pack.name}
                  <ChevronRightIcon size={16} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Looks up a personalised design by its sample number (spec §2, §4, §5, §8).
 * A hit shows the design until it is closed; a miss shows the spec's message
 * for 3 seconds. The form is emptied after every search. Other failures are
 * the common error handler's.
 */
export function SampleLookup({ packs = [] }: { packs?: Product[] }) {
  const [lookUp] = useLazyGetSampleByNumberQuery();
  const [found, setFound] = useState<Sample | null>(null);
  const [miss, showMiss, clearMiss] = useMissMessage();

  const onSubmit = async (values: LookupValues, { resetForm }: { resetForm: () => void }) => {
    const number = values.musterNb.trim();
    setFound(null);
    clearMiss();
    try {
      const { sample } = await lookUp(number).unwrap();
      setFound(sample);
    } catch (error) {
      if (isNotFound(error)) showMiss(number);
    } finally {
      resetForm();
    }
  };

  return (
    <section className={styles.lookup} aria-labelledby="sample-lookup-title">
      <h3 id="sample-lookup-title" className={styles.title}>
        {catalogTexts.sampleLookupTitle}
      </h3>
      <p className={styles.intro}>{texts.intro}</p>
      <Formik initialValues={initialValues} validationSchema={lookupSchema} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <StackedForm>
            <TextField name="musterNb" label={texts.label} placeholder={texts.placeholder} autoComplete="off" />
            <SubmitButton isSubmitting={isSubmitting}>{texts.submit}</SubmitButton>
            {isSubmitting ? (
              <p className={styles.searching} role="status">
                <Spinner size={18} />
                {texts.searching}
              </p>
            ) : null}
          </StackedForm>
        )}
      </Formik>
      {miss !== null ? (
        <p className={styles.miss} role="alert">
          {texts.notFound(miss)}
        </p>
      ) : null}
      {found !== null ? <FoundSample sample={found} packs={packs} onClose={() => setFound(null)} /> : null}
    </section>
  );
}
