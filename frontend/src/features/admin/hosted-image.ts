/** Only images this shop hosts are shown; anything else is text, never a link or an image. */
export function isHostedImage(url: string): boolean {
  return url.startsWith('/uploads/') || url.startsWith('https://') || url.startsWith('/demo/');
}
