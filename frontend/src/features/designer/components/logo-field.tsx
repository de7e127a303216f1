/**
 * The logo upload: the shared image field (`components/form/image-upload-field`)
 * whose value is the checked image as a data URL. A file that is too large or
 * not a JPEG/PNG/WEBP by content clears the value and shows the upload
 * message. An accepted file is measured in its logo box
 * (logo-resolution.ts): below the recommended dpi a warning shows; below the
 * minimum the refusal becomes the field's error, so the form's validation
 * refuses the logo while the value stays (the preview may draw it).
 */
import { useCallback } from 'react';

import { ImageUploadField, type ImageNote } from '@/components/form/image-upload-field';
import type { AcceptedImage } from '@/lib/image-file';

import { readImageSize } from '../image-size';
import { logoResolution, logoResolutionNote, type LogoBoxSize } from '../logo-resolution';
import { designerTexts } from '../texts';

const fieldTexts = designerTexts.fields;

const logoTexts = { hint: fieldTexts.logoHint, reading: fieldTexts.logoReading, chosen: fieldTexts.logoChosen };

/**
 * The schema asks only for a logo, so the error of a chosen logo is its
 * resolution refusal: 'Vorschau' draws it anyway, ordering does not.
 */
export function isRefusedLogo(logo: string, error: string | undefined): boolean {
  return logo !== '' && error !== undefined;
}

const toDataUrl = (image: AcceptedImage) => image.dataUrl;

type LogoFieldProps = {
  name: string;
  label: string;
  /** The layout box the logo is printed in. */
  box: LogoBoxSize;
};

export function LogoField({ name, label, box }: LogoFieldProps) {
  // The size is read from the accepted bytes, typed by their content.
  const inspect = useCallback(
    async (image: AcceptedImage): Promise<ImageNote | null> => {
      const size = await readImageSize(new Blob([image.bytes], { type: image.mime }));
      return size ? logoResolutionNote(logoResolution(size, box)) : null;
    },
    [box],
  );
  return (
    <ImageUploadField name={name} label={label} texts={logoTexts} toValue={toDataUrl} emptyValue="" inspect={inspect} />
  );
}
