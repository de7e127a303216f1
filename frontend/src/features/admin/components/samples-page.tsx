/**
 * /admin/dashboard/samples (spec §2, §5, §8): the samples, 5 per page, an
 * add form whose image goes through the shop's upload (`POST /api/images`),
 * and delete after a confirmation.
 */
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';

import { StackedForm, TextField } from '@/components/form/fields';
import { ImageUploadField } from '@/components/form/image-upload-field';
import { SubmitButton } from '@/components/form/submit-button';
import { CloseIcon, FlaskIcon } from '@/components/icons/icons';
import { Button } from '@/components/ui/button';
import type { AcceptedImage } from '@/lib/image-file';
import { toast } from '@/lib/toast';

import {
  useAdminDeleteSampleMutation,
  useAdminSamplesQuery,
  useAdminSaveSampleMutation,
  useAdminUploadImageMutation,
} from '../api';
import { adminTexts } from '../texts';
import type { AdminSample } from '../types';
import { useAdminErrorHandler, useAdminQueryError } from '../use-admin-error';
import { createSampleSchema } from '../validation';

import { ListStates, PagedEmptyState, PageHeader } from './admin-ui';
import styles from './admin-pages.module.css';
import { ConfirmDialog } from './confirm-dialog';
import { Pagination, usePageParam } from './pagination';

const texts = adminTexts.samples;

type SampleFormValues = { musterNumber: string; restaurentName: string; sampleImage: Blob | null };

const emptySample: SampleFormValues = { musterNumber: '', restaurentName: '', sampleImage: null };

const imageTexts = {
  hint: texts.fields.imageHint,
  reading: texts.fields.imageReading,
  chosen: texts.fields.imageChosen,
};

/** The content decides the type, not the name the browser guessed it from. */
function toImageBlob(image: AcceptedImage): Blob {
  return new Blob([image.bytes], { type: image.mime });
}

function SampleForm({ onAdded }: { onAdded: () => void }) {
  const schema = useMemo(() => createSampleSchema(), []);
  const [uploadImage] = useAdminUploadImageMutation();
  const [saveSample] = useAdminSaveSampleMutation();
  const handleError = useAdminErrorHandler();
  // A new key empties the file input and its preview after a reset.
  const [resetKey, setResetKey] = useState(0);

  const onSubmit = async (values: SampleFormValues, helpers: FormikHelpers<SampleFormValues>) => {
    if (values.sampleImage === null) return;
    try {
      const uploaded = await uploadImage(values.sampleImage).unwrap();
      await saveSample({
        musterNumber: values.musterNumber.trim(),
        restaurentName: values.restaurentName.trim(),
        sampleImage: uploaded.secure_url,
      }).unwrap();
      toast.success(texts.added);
      helpers.resetForm();
      setResetKey((key) => key + 1);
      onAdded();
    } catch (error) {
      handleError(error);
    }
  };

  return (
    <Formik<SampleFormValues> initialValues={emptySample} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <StackedForm aria-label={texts.formTitle}>
          <TextField
            name="musterNumber"
            label={texts.fields.musterNumber}
            placeholder={texts.fields.musterNumberPlaceholder}
            autoComplete="off"
          />
          <TextField
            name="restaurentName"
            label={texts.fields.restaurentName}
            placeholder={texts.fields.restaurentNamePlaceholder}
            autoComplete="off"
          />
          <ImageUploadField
            name="sampleImage"
            label={texts.fields.sampleImage}
            texts={imageTexts}
            toValue={toImageBlob}
            emptyValue={null}
            previewAlt={texts.fields.previewAlt}
            resetKey={resetKey}
          />
          <SubmitButton isSubmitting={isSubmitting}>{texts.submit}</SubmitButton>
        </StackedForm>
      )}
    </Formik>
  );
}

function SampleList({
  samples,
  onDelete,
}: {
  samples: readonly AdminSample[];
  onDelete: (sample: AdminSample) => void;
}) {
  return (
    <ul className={styles.sampleList} aria-label={texts.listTitle}>
      {samples.map((sample) => (
        <li key={sample.sampleId} className={styles.sampleItem}>
          <img
            className={styles.sampleImage}
            src={sample.sampleImage}
            alt={texts.imageAlt(sample.musterNumber)}
            loading="lazy"
          />
          <dl className={styles.sampleFacts}>
            <div>
              <dt>{texts.musterNumber}</dt>
              <dd className={styles.strongCell}>{sample.musterNumber}</dd>
            </div>
            <div>
              <dt>{texts.restaurant}</dt>
              <dd>{sample.restaurentName}</dd>
            </div>
          </dl>
          <Button
            variant="ghost"
            size="small"
            icon={<CloseIcon size={16} />}
            onClick={() => onDelete(sample)}
            aria-label={texts.deleteLabel(sample.musterNumber)}
          >
            {texts.delete}
          </Button>
        </li>
      ))}
    </ul>
  );
}

export function AdminSamplesPage() {
  const [page, setPage] = usePageParam();
  const query = useAdminSamplesQuery(page, { refetchOnMountOrArgChange: true });
  useAdminQueryError(query.error);
  const [deleteSample, { isLoading: deleting }] = useAdminDeleteSampleMutation();
  const handleError = useAdminErrorHandler();
  const [pending, setPending] = useState<AdminSample | null>(null);
  const data = query.currentData;

  const onConfirmDelete = async () => {
    if (pending === null) return;
    try {
      await deleteSample(pending.sampleId).unwrap();
      toast.success(texts.deleted);
      // The last sample of a later page is gone: show the page before it.
      if (data !== undefined && data.samples.length === 1 && page > 1) setPage(page - 1);
    } catch (error) {
      handleError(error, { message: texts.deleteFailed });
    } finally {
      setPending(null);
    }
  };

  const list = (
    <ListStates
      items={data?.samples}
      query={query}
      loadingLabel={texts.loading}
      skeletonRows={5}
      empty={<PagedEmptyState page={page} totalPages={data?.totalPages ?? 1} texts={texts} icon={<FlaskIcon />} />}
    >
      {(samples) => <SampleList samples={samples} onDelete={setPending} />}
    </ListStates>
  );

  return (
    <div className={styles.page}>
      <PageHeader title={texts.heading} lead={texts.lead} />
      <div className={styles.samplesLayout}>
        <section className={styles.stack} aria-labelledby="samples-list">
          <h3 id="samples-list" className={styles.sectionTitle}>
            {texts.listTitle}
          </h3>
          {list}
          {data ? (
            <Pagination currentPage={page} totalPages={data.totalPages} onChange={setPage} label={texts.title} />
          ) : null}
        </section>
        <section className={styles.card} aria-labelledby="samples-form">
          <h3 id="samples-form">{texts.formTitle}</h3>
          <SampleForm onAdded={() => setPage(1)} />
        </section>
      </div>
      {pending !== null ? (
        <ConfirmDialog
          title={texts.confirmTitle}
          confirmLabel={texts.confirm}
          cancelLabel={texts.cancel}
          busy={deleting}
          onConfirm={() => void onConfirmDelete()}
          onCancel={() => setPending(null)}
        >
          <p>{texts.confirmText(pending.musterNumber, pending.restaurentName)}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
