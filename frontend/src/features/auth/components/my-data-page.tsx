/**
 * /my-data: the signed-in customer's company name, phone and address, the
 * password change, and the DSGVO self-service: what the shop stores, the
 * download of it (Art. 15, 20) and the deletion of the account (Art. 17),
 * confirmed with the password in a modal dialog.
 */
import { Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';

import { BillingAddressFields } from '@/components/form/billing-address-fields';
import { CountryField } from '@/components/form/country-field';
import { PasswordField, StackedForm, TextField } from '@/components/form/fields';
import { FormFeedback, type Feedback } from '@/components/form/form-feedback';
import { SubmitButton } from '@/components/form/submit-button';
import { Page } from '@/components/layout/page';
import { SignInNotice } from '@/components/layout/sign-in-notice';
import { Button, buttonClassName } from '@/components/ui/button';
import { ModalDialog, modalDialogClasses } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { billingAddressValues, toBillingAddress } from '@/lib/billing-address';
import { GERMANY } from '@/lib/eu';
import { useAppDispatch } from '@/lib/store-hooks';
import { toast } from '@/lib/toast';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { compactVatId } from '@/lib/vat-id';

import {
  ACCOUNT_EXPORT_FILE_NAME,
  accountExportUrl,
  useChangePasswordMutation,
  useDeleteAccountMutation,
  useUpdateMeMutation,
} from '../api';
import { loggedOut, selectUser, userRefreshed } from '../auth-slice';
import { accountFailureMessage, answerMessage } from '../errors';
import { saveRedirectPath } from '../storage';
import { authTexts } from '../texts';
import type { ChangePasswordValues, DeleteAccountValues, ProfileValues, User } from '../types';
import { createChangePasswordSchema, createDeleteAccountSchema, createProfileSchema } from '../validation';

import styles from './my-data-page.module.css';

const texts = authTexts.myData;
const fields = authTexts.fields;
const schema = createDeleteAccountSchema();
const initialValues: DeleteAccountValues = { password: '' };
const profileSchema = createProfileSchema();
const passwordSchema = createChangePasswordSchema();
const noPasswords: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

function profileValues(user: User): ProfileValues {
  return {
    companyName: user.companyName,
    phone: user.phone,
    address: user.address ?? '',
    country: user.country || GERMANY,
    vatId: user.vatId ?? '',
    billingDiffers: Boolean(user.billingAddress),
    billing: billingAddressValues(user.billingAddress),
  };
}

/** A visitor comes back here after signing in. */
function rememberMyData() {
  saveRedirectPath(paths.myData.getHref());
}

/**
 * Asks for the password and deletes the account. A refusal (wrong password,
 * too many attempts) shows the server's words in the dialog and keeps what
 * was typed; success forgets the user like a logout and goes home.
 */
function DeleteAccountDialog({ onClose, onDeleted }: { onClose: () => void; onDeleted: () => void }) {
  const titleId = useId();
  const textId = useId();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();

  const onSubmit = async (values: DeleteAccountValues, helpers: FormikHelpers<DeleteAccountValues>) => {
    helpers.setStatus(undefined);
    try {
      const answer = await deleteAccount({ password: values.password }).unwrap();
      onDeleted();
      toast.success(answerMessage(answer, texts.deleted));
      navigate(paths.home.getHref());
      // The server has ended the session with the account: only the local user is left to forget.
      dispatch(loggedOut());
    } catch (error) {
      console.error('Account deletion failed', error);
      helpers.setStatus(accountFailureMessage(error, texts.failed));
    }
  };

  return (
    <ModalDialog labelledBy={titleId} describedBy={textId} busy={isLoading} onClose={onClose}>
      <h2 id={titleId} className={modalDialogClasses.title}>
        {texts.dialogTitle}
      </h2>
      <p id={textId}>{texts.dialogText}</p>
      <Formik<DeleteAccountValues> initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
        {({ isSubmitting, status }) => (
          <StackedForm aria-labelledby={titleId}>
            {typeof status === 'string' ? (
              <p role="alert" className={modalDialogClasses.alert}>
                {status}
              </p>
            ) : null}
            <PasswordField
              name="password"
              label={authTexts.fields.password}
              autoComplete="current-password"
              showLabel={authTexts.fields.showPassword}
              hideLabel={authTexts.fields.hidePassword}
            />
            <div className={modalDialogClasses.actions}>
              <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
                {texts.cancel}
              </Button>
              <Button
                type="submit"
                className={modalDialogClasses.dangerButton}
                disabled={isSubmitting}
                aria-busy={isSubmitting || undefined}
                icon={isSubmitting ? <Spinner size={18} /> : undefined}
              >
                {texts.confirm}
              </Button>
            </div>
          </StackedForm>
        )}
      </Formik>
    </ModalDialog>
  );
}

/**
 * Company name, phone and address, country, USt-IdNr. and billing address
 * (checkout pre-fills the last three). A refusal shows the server's words
 * under the form and keeps what was typed; the saved user replaces the one
 * in the store, so the account menu shows the new company name at once.
 */
function ProfileForm({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const [updateMe] = useUpdateMeMutation();
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const onSubmit = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    setFeedback(null);
    const address = values.address.trim();
    const vatId = compactVatId(values.vatId);
    try {
      const saved = await updateMe({
        companyName: values.companyName.trim(),
        phone: values.phone.trim(),
        address: address === '' ? null : address,
        country: values.country,
        vatId: vatId === '' ? null : vatId,
        billingAddress: values.billingDiffers ? toBillingAddress(values.billing) : null,
      }).unwrap();
      dispatch(userRefreshed(saved));
      helpers.resetForm({ values: profileValues(saved) });
      toast.success(texts.profileSaved);
    } catch (error) {
      console.error('Saving the account data failed', error);
      setFeedback({ kind: 'error', message: accountFailureMessage(error, texts.profileFailed) });
    }
  };

  return (
    <Formik<ProfileValues> initialValues={profileValues(user)} validationSchema={profileSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <StackedForm aria-labelledby="my-data-profile-title">
          <TextField name="companyName" label={fields.companyName} autoComplete="organization" />
          <TextField
            name="phone"
            type="tel"
            label={fields.phone}
            placeholder={fields.phonePlaceholder}
            autoComplete="tel"
          />
          <TextField
            name="address"
            label={texts.address}
            placeholder={texts.addressPlaceholder}
            autoComplete="street-address"
          />
          <CountryField name="country" label={texts.country} />
          <TextField name="vatId" label={texts.vatId} placeholder={texts.vatIdPlaceholder} spellCheck={false} />
          <BillingAddressFields name="billing" toggleName="billingDiffers" />
          <SubmitButton isSubmitting={isSubmitting}>{texts.saveProfile}</SubmitButton>
          <FormFeedback feedback={feedback} />
        </StackedForm>
      )}
    </Formik>
  );
}

/**
 * The current password and the new one twice. Success is the server's
 * message as a toast and an empty form; a refusal (the current password is
 * wrong) shows under the form and keeps what was typed.
 */
function ChangePasswordForm() {
  const [changePassword] = useChangePasswordMutation();
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const onSubmit = async (values: ChangePasswordValues, helpers: FormikHelpers<ChangePasswordValues>) => {
    setFeedback(null);
    try {
      const answer = await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      }).unwrap();
      helpers.resetForm();
      toast.success(answerMessage(answer, texts.passwordChanged));
    } catch (error) {
      console.error('Changing the password failed', error);
      setFeedback({ kind: 'error', message: accountFailureMessage(error, texts.passwordFailed) });
    }
  };

  return (
    <Formik<ChangePasswordValues> initialValues={noPasswords} validationSchema={passwordSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <StackedForm aria-labelledby="my-data-password-title">
          <PasswordField
            name="currentPassword"
            label={texts.currentPassword}
            autoComplete="current-password"
            showLabel={fields.showPassword}
            hideLabel={fields.hidePassword}
          />
          <PasswordField
            name="newPassword"
            label={texts.newPassword}
            autoComplete="new-password"
            showLabel={fields.showPassword}
            hideLabel={fields.hidePassword}
          />
          <PasswordField
            name="confirmPassword"
            label={texts.repeatPassword}
            autoComplete="new-password"
            showLabel={fields.showPassword}
            hideLabel={fields.hidePassword}
          />
          <SubmitButton isSubmitting={isSubmitting}>{texts.changePassword}</SubmitButton>
          <FormFeedback feedback={feedback} />
        </StackedForm>
      )}
    </Formik>
  );
}

function SignedInView({ user, onDeleted }: { user: User | null; onDeleted: () => void }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <div className={styles.layout}>
      {user !== null ? (
        <>
          <section className={styles.card} aria-labelledby="my-data-profile-title">
            <h2 id="my-data-profile-title" className={styles.sectionTitle}>
              {texts.profileTitle}
            </h2>
            <p>{texts.profileText(user.email)}</p>
            <ProfileForm user={user} />
          </section>

          <section className={styles.card} aria-labelledby="my-data-password-title">
            <h2 id="my-data-password-title" className={styles.sectionTitle}>
              {texts.passwordTitle}
            </h2>
            <ChangePasswordForm />
          </section>
        </>
      ) : null}

      <section className={styles.card} aria-labelledby="my-data-stored-title">
        <h2 id="my-data-stored-title" className={styles.sectionTitle}>
          {texts.storedTitle}
        </h2>
        <p>{texts.storedIntro}</p>
        <ul className={styles.list}>
          {texts.storedItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className={styles.last}>
          {texts.privacyBefore}
          <Link to={paths.dataProtection.getHref()}>{texts.privacyLink}</Link>
          {texts.privacyAfter}
        </p>
      </section>

      <section className={styles.card} aria-labelledby="my-data-download-title">
        <h2 id="my-data-download-title" className={styles.sectionTitle}>
          {texts.downloadTitle}
        </h2>
        <p>{texts.downloadText}</p>
        <a href={accountExportUrl} download={ACCOUNT_EXPORT_FILE_NAME} className={buttonClassName('secondary')}>
          {texts.download}
        </a>
      </section>

      <section className={`${styles.card} ${styles.danger}`} aria-labelledby="my-data-delete-title">
        <h2 id="my-data-delete-title" className={styles.sectionTitle}>
          {texts.deleteTitle}
        </h2>
        <p>{texts.deleteText}</p>
        <Button variant="outline" className={styles.deleteButton} onClick={() => setDeleting(true)}>
          {texts.delete}
        </Button>
      </section>

      {deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} onDeleted={onDeleted} /> : null}
    </div>
  );
}

/** /my-data: for signed-in customers; a visitor is asked to sign in and comes back here afterwards. */
export function MyDataPage() {
  useScrollToTop();
  const user = useSelector(selectUser);
  // Once the account is gone the user is cleared before the way home has rendered (a
  // transition): until then the page stays as it is instead of asking to sign in.
  const [deleted, setDeleted] = useState(false);
  return (
    <Page title={texts.pageTitle} lead={texts.pageLead} narrow>
      {user === null && !deleted ? (
        <SignInNotice
          title={texts.signedOutTitle}
          text={texts.signedOutText}
          toSignIn={texts.toSignIn}
          onShown={rememberMyData}
        />
      ) : (
        <SignedInView user={user} onDeleted={() => setDeleted(true)} />
      )}
    </Page>
  );
}
