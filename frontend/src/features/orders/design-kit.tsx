/**
 * What a requested design change ('Änderung wünschen') needs from the
 * designer and checkout features, which the orders feature must not import:
 * the card templates, the designer's field rules (the same yup rules as the
 * designer's forms, from `lib/validation.ts`), its logo field with the print
 * resolution check, and the shop's image upload; and for 'Meine
 * Bestellungen' a card line's thumbnail, drawn by the designer's preview
 * renderer. The app composes it
 * (`app/routes/design-kit.tsx`) and provides it around the orders pages.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { Schema } from 'yup';

/** The two kinds of design line a proof is made for; sample packs have none. */
export type DesignKind = 'card' | 'bottleOpener';

/** The form values of a change: a card uses all of them, a bottle opener `logo`, `url` and `remarks`. */
export type DesignValues = {
  template: string;
  address: string;
  phone: string;
  url: string;
  /** The current logo's URL, or the newly chosen file as a data URL. */
  logo: string;
  remarks: string;
};

/** What a card line's thumbnail draws: its design as ordered, the QR code carrying its short link if it has one. */
export type ThumbnailDesign = {
  template: string;
  logo: string;
  address: string;
  phone: string;
  url: string;
  shortLink: string | null;
};

export type DesignKit = {
  /** The card templates the designer offers, in its order, with their German names. */
  templates: readonly { value: string; label: string }[];
  /** The designer's rules for the fields of `kind` (keys of {@link DesignValues}). */
  schema: (kind: DesignKind) => Schema<Partial<DesignValues>>;
  /** The designer's logo upload for `kind`'s logo box: the value becomes the file's data URL. */
  LogoField: ComponentType<{ name: string; label: string; kind: DesignKind }>;
  /** Uploads a chosen logo (data URL) and answers its URL in the shop (`POST /api/images`). */
  uploadLogo: (dataUrl: string) => Promise<string>;
  /** A small picture of a card's design, drawn by the designer's preview; `label` names it. */
  CardThumbnail: ComponentType<{ design: ThumbnailDesign; label: string }>;
};

const DesignKitContext = createContext<DesignKit | null>(null);

export function DesignKitProvider({ kit, children }: { kit: DesignKit; children: ReactNode }) {
  return <DesignKitContext.Provider value={kit}>{children}</DesignKitContext.Provider>;
}

export function useDesignKit(): DesignKit {
  const kit = useContext(DesignKitContext);
  if (kit === null) throw new Error('useDesignKit needs a <DesignKitProvider> (see app/routes/design-kit.tsx).');
  return kit;
}

/** A line's design kind: a card has a template; a bottle opener (a design, no template) has none. */
export function designKindOf(line: { template: string; productType: string }): DesignKind | null {
  if (line.template.trim() !== '') return 'card';
  return line.productType === 'PrimeProd' ? 'bottleOpener' : null;
}
