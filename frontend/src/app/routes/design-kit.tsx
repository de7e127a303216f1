/**
 * The design kit of the orders feature (`features/orders/design-kit.tsx`):
 * what a requested change of a printed design needs from the designer (its
 * templates, field rules and logo field) and from checkout (the image upload
 * and the decoding of a chosen logo). Composed here, as features do not
 * import each other.
 */
import { useMemo } from 'react';
import * as yup from 'yup';

import { CardThumbnail } from '@/components/card-thumbnail/card-thumbnail';
import { checkoutApi } from '@/features/checkout/api';
import { dataUrlToBlob } from '@/features/checkout/place-order';
import { BOTTLE_OPENER_LOGO_BOX, LOGO_BOX } from '@/lib/card-design/card-layout';
import { LogoField } from '@/features/designer/components/logo-field';
import { TEMPLATE_CATEGORIES, templateLabel } from '@/features/designer/templates';
import { designerTexts } from '@/features/designer/texts';
import { createCardOrderSchema, createOtherOrderSchema, createPreviewSchema } from '@/features/designer/validation';
import type { DesignKind, DesignKit, ThumbnailDesign } from '@/features/orders/design-kit';
import { useAppDispatch } from '@/lib/store-hooks';

const templates = TEMPLATE_CATEGORIES.map((value) => ({ value, label: templateLabel(value) }));

/** The designer's rules: the card's preview fields plus its remarks; a bottle opener's form without the quantity. */
function schema(kind: DesignKind) {
  if (kind === 'bottleOpener') return createOtherOrderSchema().pick(['url', 'logo', 'remarks']);
  return createPreviewSchema()
    .concat(createCardOrderSchema().pick(['remarks']))
    .shape({ template: yup.string().required(designerTexts.validation.required).oneOf(TEMPLATE_CATEGORIES) });
}

function DesignLogoField({ name, label, kind }: { name: string; label: string; kind: DesignKind }) {
  return <LogoField name={name} label={label} box={kind === 'card' ? LOGO_BOX : BOTTLE_OPENER_LOGO_BOX} />;
}

/** A card line's design as 'Meine Bestellungen' shows it: the shared thumbnail, small. */
function OrderLineThumbnail({ design, label }: { design: ThumbnailDesign; label: string }) {
  return (
    <CardThumbnail
      template={design.template}
      phone={design.phone}
      address={design.address}
      url={design.url}
      cardLogo={design.logo}
      qrText={design.shortLink ?? undefined}
      alt={label}
      width={48}
    />
  );
}

export function useDesignKit(): DesignKit {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      templates,
      schema,
      LogoField: DesignLogoField,
      CardThumbnail: OrderLineThumbnail,
      uploadLogo: async (dataUrl: string) => {
        const uploaded = await dispatch(
          checkoutApi.endpoints.uploadImage.initiate(dataUrlToBlob(dataUrl), { track: false }),
        ).unwrap();
        return uploaded.secure_url;
      },
    }),
    [dispatch],
  );
}
