/**
 * The card templates under the designer's name: the artworks and their
 * German labels live with the card renderer (`lib/card-design`), which the
 * thumbnails of cart, checkout and orders share.
 */
export * from '@/lib/card-design/templates';
