/**
 * The design kit of the orders feature (`features/orders/design-kit.tsx`):
 * what a requested change of a printed design needs from the designer (its
 * templates, field rules and logo field) and from checkout (the image upload
 * and the decoding of a chosen logo). Composed here, as features do not
 * import each other.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import * as yup from 'yup';

import { checkoutApi } from '@/features/checkout/api';
import { dataUrlToBlob } from '@/features/checkout/place-order';
import { BOTTLE_OPENER_LOGO_BOX, CARD_HEIGHT, CARD_WIDTH, LOGO_BOX } from '@/features/designer/card-layout';
import { LogoField } from '@/features/designer/components/logo-field';
import { PREVIEW_SCALE, renderCardPreview } from '@/features/designer/render-card';
import { isTemplateCategory, TEMPLATE_CATEGORIES, templateLabel, templateUrl } from '@/features/designer/templates';
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

/**
 * A card line's design drawn by the designer's own preview renderer, shown
 * small; nothing when it cannot be drawn (an unknown template, a logo gone).
 */
function CardThumbnail({ design, label }: { design: ThumbnailDesign; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const known = isTemplateCategory(design.template);
  useEffect(() => {
    const element = canvas.current;
    if (!element || !isTemplateCategory(design.template)) return;
    let current = true;
    renderCardPreview(element, { ...design, templateUrl: templateUrl(design.template) }).catch(() => {
      if (current) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [design]);
  if (!known || failed) return null;
  return (
    <canvas
      ref={canvas}
      width={CARD_WIDTH * PREVIEW_SCALE}
      height={CARD_HEIGHT * PREVIEW_SCALE}
      role="img"
      aria-label={label}
      style={{ width: 48, height: 'auto', borderRadius: 4, border: '1px solid var(--color-border)' }}
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
      CardThumbnail,
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
