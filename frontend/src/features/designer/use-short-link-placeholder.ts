import { useGetQrLinkFormatQuery } from './api';
import { placeholderShortLink } from './short-link';

/** The placeholder short link of the previews; `null` while the format loads or when it could not be had. */
export function useShortLinkPlaceholder(): string | null {
  const { currentData } = useGetQrLinkFormatQuery();
  return currentData === undefined ? null : placeholderShortLink(currentData);
}
